export { findBoundLogin, listBindableLogins, loginBinding, type BoundLogin, type LoginHolder } from './login-binding.ts';
