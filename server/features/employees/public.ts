/**
 * What other features may use of employees: the devices feature manages an employee's devices
 * and protects the owner's as this feature protects the owner account. Everything else in this
 * folder is the feature's own (lint: `import-x/no-restricted-paths`, eslint.config.js).
 */
export { findEmployee } from './employees.repo';
export { OWNER_PROTECTED_MESSAGE } from './employees.service';
