import { declareCommand, emptyInput, emptyOutput } from '../command.ts';
import { createLoginTicketInput, createLoginTicketOutput, getApiLoginInfoInput, userLoginInput, userLoginOutput } from './login.ts';
import { getAuthorityMenuOutput } from './menu.ts';
import { changePasswordInput, checkResetCodeInput, resetPasswordInput, sendResetCodeInput, sendResetCodeOutput } from './password.ts';
import { saveUserPreferenceInput, unlockScreenInput, userProfile } from './profile.ts';
import { sendCodeOutput, sendRegisterCodeInput, userRegisterInput, userRegisterOutput } from './register.ts';

/** uc: logging in and out, the caller's profile and menus, passwords, registration and login tickets. */
export const userLogin = declareCommand({
  service: 'uc', command: 'userLogin', permission: 'public', input: userLoginInput, output: userLoginOutput,
  summary: 'Log in with account and password; answers a token or, for an account with several identities, the choices.',
});

export const getAuthorityMenu = declareCommand({
  service: 'uc', command: 'getAuthorityMenu', permission: 'session', input: emptyInput, output: getAuthorityMenuOutput,
  summary: 'The menus and function buttons the caller may see and use.',
});

export const getUserInfo = declareCommand({
  service: 'uc', command: 'getUserInfo', permission: 'session', input: emptyInput, output: userProfile,
  summary: "The caller's profile: identity, company, position, language and lock-screen minutes.",
});

export const checkSession = declareCommand({
  service: 'uc', command: 'checkSession', permission: 'session', input: emptyInput, output: emptyOutput,
  summary: 'Answers success while the session is valid (404 once it is not); changes nothing.',
});

export const logout = declareCommand({
  service: 'uc', command: 'logout', permission: 'session', input: emptyInput, output: emptyOutput,
  summary: 'Revoke the current session.',
});

export const saveUserPreference = declareCommand({
  service: 'uc', command: 'saveUserPreference', permission: 'session', input: saveUserPreferenceInput, output: emptyOutput,
  summary: "Save the caller's interface language (null: follow the browser) and whether the task box is shown.",
});

export const unlockScreen = declareCommand({
  service: 'uc', command: 'unlockScreen', permission: 'session', input: unlockScreenInput, output: emptyOutput,
  summary: 'Check the password typed on the lock screen.',
});

export const sendResetCode = declareCommand({
  service: 'uc', command: 'sendResetCode', permission: 'public', input: sendResetCodeInput, output: sendResetCodeOutput,
  summary: "Forgot password, step 1: send a 6-digit code to the account's phone (else email); answers where, masked.",
});

export const checkResetCode = declareCommand({
  service: 'uc', command: 'checkResetCode', permission: 'public', input: checkResetCodeInput, output: emptyOutput,
  summary: 'Forgot password, step 2: check the code (five wrong tries use it up).',
});

export const resetPassword = declareCommand({
  service: 'uc', command: 'resetPassword', permission: 'public', input: resetPasswordInput, output: emptyOutput,
  summary: 'Forgot password, step 3: set a new password with the code; every session of the account ends.',
});

export const changePassword = declareCommand({
  service: 'uc', command: 'changePassword', permission: 'session', input: changePasswordInput, output: emptyOutput,
  summary: "Change the caller's password; every session of the account ends, this one included.",
});

export const sendRegisterCode = declareCommand({
  service: 'uc', command: 'sendRegisterCode', permission: 'public', input: sendRegisterCodeInput, output: sendCodeOutput,
  summary: 'Send a 6-digit registration code to a phone number or email address not yet registered (one a minute, ten an hour).',
});

export const userRegister = declareCommand({
  service: 'uc', command: 'userRegister', permission: 'public', input: userRegisterInput, output: userRegisterOutput,
  summary: 'Register a carrier or a cargo owner with the code sent: creates the company, the account and its administrator identity.',
});

export const createLoginTicket = declareCommand({
  service: 'uc', command: 'createLoginTicket', permission: 'session', input: createLoginTicketInput, output: createLoginTicketOutput,
  summary: "A one-time login ticket for the caller's identity, valid 2 minutes, for /login/{ticket}/{type}.",
});

export const getApiLoginInfo = declareCommand({
  service: 'uc', command: 'getApiLoginInfo', permission: 'public', input: getApiLoginInfoInput, output: userLoginOutput,
  summary: 'Exchange a login ticket, once, for a session; answers what uc/userLogin answers (404 for a wrong, used or expired ticket).',
});

export const accountDeclarations = [userLogin, getAuthorityMenu, getUserInfo, checkSession, logout, saveUserPreference, unlockScreen];
export const passwordDeclarations = [sendResetCode, checkResetCode, resetPassword, changePassword];
export const registrationDeclarations = [sendRegisterCode, userRegister];
export const sessionDeclarations = [createLoginTicket, getApiLoginInfo];
