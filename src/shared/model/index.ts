export { createFormSubmit, type FormSubmitConfig, focusField } from './create-form-submit';
export { createPageResource, type PageResource, type PageStatus } from './create-page-resource';
export { createServerToggle, type ServerToggle } from './create-server-toggle';
export { failedWithCode } from './failed-with-code';
