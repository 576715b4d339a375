/**
 * Where each party signs on a contract's last page: the renderer draws the boxes and the e-sign places the drawn
 * signature there. On its own, so the e-sign flow knows the boxes without loading the renderer (and pdf-lib).
 */

/** [x1, y1, x2, y2] in PDF points: party A (buyer), party B (supplier). */
export const SIGNATURE_BOXES = { A: [70, 150, 270, 250], B: [325, 150, 525, 250] } as const;
