/** Lessons a list block shows on the home screen; its 更多 link leads to the full listing. */
export const HOME_LIST_SIZE = 4;
