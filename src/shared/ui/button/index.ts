export { Button, type ButtonLook, type ButtonProps, type ButtonVariant, buttonClassName } from './Button';
