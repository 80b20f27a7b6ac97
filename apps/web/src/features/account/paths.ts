/** The change-password page inside the shell (menu 9_1); the account page links to it. */
export const CHANGE_PASSWORD_PATH = '/systemManagent/changepasswordmenu';
