import type { PendingItem, TodoList, TodoTab } from './todo-panel.ts';

/** Detail of `srm-todo-handle` (cancelable) and `srm-todo-open`. */
export interface SrmTodoItemDetail {
  item: PendingItem;
}

/** Detail of `srm-todo-more`: which list's "more" link was used. */
export interface SrmTodoMoreDetail {
  list: TodoList;
}

/** Detail of `srm-todo-tab-change`. */
export interface SrmTodoTabChangeDetail {
  tab: TodoTab;
}
