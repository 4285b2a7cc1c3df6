export { type SanitizeOptions, sanitizeHtml } from './sanitize-html';
