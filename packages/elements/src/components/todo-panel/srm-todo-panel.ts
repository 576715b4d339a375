import { SrmTodoPanel } from './todo-panel.ts';

export { SrmTodoPanel };
export type { PendingItem, TodoTab, TodoList, TodoHandle } from './todo-panel.ts';
export type * from './todo-panel.events.ts';

if (!customElements.get('srm-todo-panel')) customElements.define('srm-todo-panel', SrmTodoPanel);
