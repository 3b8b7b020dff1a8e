// One password field for the whole app (components/password-input.tsx); the sign-in forms
// import it from here.
export { PasswordInput } from '../../../components/password-input';
