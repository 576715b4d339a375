/**
 * The definition's own operations on the record being edited (sign an
 * opening, start a quote): buttons granted to the page and meant for the
 * user's kind, run on this record; an answer that is a record opens it.
 */
import { useState } from 'react';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorToast } from '../../lib/api.ts';
import { label } from '../../lib/i18n.ts';
import { isSupplierUser } from '../../lib/session.ts';
import { granted, useShell, type MenuNode } from '../../shell/data.ts';
import { answerUrl } from '../operation-answer.ts';

export function RecordOperations({
  def,
  recordId,
  state,
  menu,
  onDone,
}: {
  def: EntityDef;
  recordId: string;
  /** The record's workflow state: operations declared `from` some states are offered only in those. */
  state: string | null;
  menu: MenuNode | undefined;
  onDone: () => void;
}) {
  const shell = useShell();
  const [busy, setBusy] = useState(false);
  const supplier = isSupplierUser();
  const ops = (def.operations ?? []).filter(
    (o) =>
      !o.hidden &&
      !o.noButton &&
      !o.noSelection &&
      !o.prints &&
      (!o.from || (state !== null && o.from.includes(state))) &&
      granted(menu, o.resource) &&
      (!o.actor || (o.actor === 'supplier') === supplier),
  );
  async function run(operation: string) {
    const op = ops.find((o) => o.operation === operation)!;
    setBusy(true);
    try {
      const env = await api.post(restPath(def, op.operation), { [def.key]: Number(recordId) });
      showToast({ message: env.msg, type: 'success' });
      window.dispatchEvent(new CustomEvent('srm-counts-changed'));
      const url = answerUrl(op, env.data);
      if (url) shell.open(url);
      else onDone();
    } catch (err) {
      showToast(errorToast(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {ops.map((o) => (
        <button type="button" key={o.operation} className="btn" disabled={busy} onClick={() => void run(o.operation)}>
          {menu?.resources.find((r) => r.resourceCode === o.resource)?.resourceName ?? label(o.label)}
        </button>
      ))}
    </>
  );
}
