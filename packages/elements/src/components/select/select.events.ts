// srm-select fires only the native `change` and `input` events (value controls).
export {};
