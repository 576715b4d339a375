/** React wrappers of the form controls used by the search forms and the edit screen. */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { SrmLookupSelect as LookupSelect } from '@srm/elements/components/lookup-select/srm-lookup-select.ts';
import { SrmSelect as Select } from '@srm/elements/components/select/srm-select.ts';
import { SrmYnCheckbox as YnCheckbox } from '@srm/elements/components/yn-checkbox/srm-yn-checkbox.ts';
import { SrmDatePicker as DatePicker } from '@srm/elements/components/date-picker/srm-date-picker.ts';

const change = { onChange: 'change' as EventName<Event> };

export const SrmLookupSelect = createComponent({ tagName: 'srm-lookup-select', elementClass: LookupSelect, react: React, events: change });
export const SrmSelect = createComponent({ tagName: 'srm-select', elementClass: Select, react: React, events: change });
export const SrmYnCheckbox = createComponent({ tagName: 'srm-yn-checkbox', elementClass: YnCheckbox, react: React, events: change });
export const SrmDatePicker = createComponent({ tagName: 'srm-date-picker', elementClass: DatePicker, react: React, events: change });
