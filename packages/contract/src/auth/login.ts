import { z } from 'zod';
import { companyNoField, loginAccountField, loginPasswordField } from './fields.ts';

/** userSourceType: 1 is an ordinary user; any other value a carrier-side transport-management user. */
export const USER_SOURCE_TYPES = { ordinary: 1, carrier: 2 } as const;
export type UserSourceType = (typeof USER_SOURCE_TYPES)[keyof typeof USER_SOURCE_TYPES];

export const userLoginInput = z.object({
  account: loginAccountField,
  password: loginPasswordField,
  /** Carrier-side login (/TMSlogin?companyNo=): only identities in that company count. */
  companyNo: companyNoField.optional(),
  /** The identity picked from a previous answer's choices. */
  userId: z.number().int().positive().optional(),
});
export type UserLoginInput = z.infer<typeof userLoginInput>;

export const userSourceTypeField = z.literal([USER_SOURCE_TYPES.ordinary, USER_SOURCE_TYPES.carrier]);

export const userInfo = z.object({ userNo: z.string(), userSourceType: userSourceTypeField, companyNo: z.string() });
export type UserInfo = z.infer<typeof userInfo>;
export const loginChoice = z.object({ userType: userSourceTypeField, userId: z.number(), userNo: z.string(), companyNo: z.string(), companyName: z.string() });
export type LoginChoice = z.infer<typeof loginChoice>;

/** Either a session (token and userInfo) or, when the account holds several identities, the choices. */
export const userLoginOutput = z.object({
  token: z.string().optional(),
  userInfo: userInfo.optional(),
  mustChangePassword: z.boolean().optional(),
  choices: z.array(loginChoice).optional(),
});
export type UserLoginOutput = z.infer<typeof userLoginOutput>;

export const getApiLoginInfoInput = z.object({
  type: z.string().trim().min(1).max(20),
  token: z.string().trim().min(20).max(200),
});

/** A one-time ticket for /login/{token}/{type}: 'oms' for an ordinary user, 'tms' for a carrier-side one. */
export const LOGIN_TICKET_TYPES = ['oms', 'tms'] as const;
export type LoginTicketType = (typeof LOGIN_TICKET_TYPES)[number];
export const LOGIN_TICKET_SECONDS = 120;

export const createLoginTicketInput = z.object({});
export const createLoginTicketOutput = z.object({ ticket: z.string(), type: z.enum(LOGIN_TICKET_TYPES), expiresAt: z.string() });
export type CreateLoginTicketOutput = z.infer<typeof createLoginTicketOutput>;

export const selectCompanyNoAndRecordInput = z.object({ host: z.string().trim().min(1).max(255) });
export const selectCompanyNoAndRecordOutput = z.object({ companyCode: z.string(), recordNo: z.string(), companyName: z.string(), companyNameEn: z.string() });
export type SelectCompanyNoAndRecordOutput = z.infer<typeof selectCompanyNoAndRecordOutput>;

/** The carrier behind /TMSlogin?companyNo=: its names and record number for the login page. */
export const getCarrierLoginInfoInput = z.object({ companyNo: z.string().trim().min(1).max(10) });

