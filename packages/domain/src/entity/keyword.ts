/** The keyword search's parameter of listByPage and its longest value (search.ts says where it looks). */
export const KEYWORD_PARAM = 'keyword';
/** Longest keyword accepted; longer is refused as a field error. */
export const KEYWORD_MAX = 200;
