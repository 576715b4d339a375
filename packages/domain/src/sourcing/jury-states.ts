/**
 * The states in which a drawn expert sees the tender, from the evaluation on: the auction's
 * `scope.jury`, the jury's progress view and the evaluation menus read them. Apart
 * from the auction's definition, so the route catalogue (loaded with the shell)
 * does not bring that definition with it.
 */
export const JURY_STATES = ['EVALUATING', 'EVALUATED', 'PICKETAGE', 'AWARDING', 'AWARDED', 'COMPLETED'];
