/** The demo's users and their passwords (README), by the names the tests use. */
export const USERS = {
  admin: ['admin', 'Admin@123'],
  buyer: ['buyer', 'Buyer@123'],
  approver: ['approver', 'Approver@123'],
  supplier1: ['supplier1', 'Supplier@123'],
  supplier2: ['supplier2', 'Supplier@123'],
  supplier3: ['supplier3', 'Supplier@123'],
  manager: ['manager', 'Manager@123'],
  finance1: ['finance1', 'Finance@123'],
  finance2: ['finance2', 'Finance@123'],
  buyer2: ['buyer2', 'Buyer@123'],
  expert1: ['expert1', 'Expert@123'],
  expert2: ['expert2', 'Expert@123'],
  expert3: ['expert3', 'Expert@123'],
  // Bid screening (issue 47): the auditor (seed/screen-demo.ts).
  auditor: ['auditor', 'Auditor@123'],
} as const;
