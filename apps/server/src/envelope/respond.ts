import { DEFAULT_MESSAGES, type EnvelopeResponse, type ResultCode } from '@parcelflow/contract';

export function success(body: unknown): EnvelopeResponse {
  return { result_code: 0, message: 'success', body: JSON.stringify(body ?? {}) };
}

export function failure(code: Exclude<ResultCode, 0>, params: Record<string, unknown> = {}, message?: string): EnvelopeResponse {
  return { result_code: code, message: message ?? DEFAULT_MESSAGES[code], body: JSON.stringify(params) };
}
