// srm-display-field is read-only and fires no events.
export {};
