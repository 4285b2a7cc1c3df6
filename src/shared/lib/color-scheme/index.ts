export {
  applySchemeChoice,
  parseSchemeChoice,
  SCHEME_CHOICES,
  SCHEME_STORAGE_KEY,
  type SchemeChoice,
} from './color-scheme';
