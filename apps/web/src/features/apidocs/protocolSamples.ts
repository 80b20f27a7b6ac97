import { requestHeadSchema } from '@parcelflow/contract';

/** Protocol syntax shown as code on the API page: the same in every language, so not translated. */
export const ENVELOPE_REQUEST = 'POST /api/{service}/{command}/{version}\nContent-Type: application/x-www-form-urlencoded\n\nhead={"token":"…","language":"zh-CN"}&body={…}';
export const ENVELOPE_ANSWER = '{"result_code": 0, "message": "OK", "body": "{…}"}';
export const SIGNED_HEADERS = 'version, timestamp, nonce, token, sign';
export const SIGN_FORMULA =
  'sign = hex(HMAC-SHA256(key = token,\n  METHOD + "\\n" + path + "\\n" + timestamp + "\\n" + nonce + "\\n" + hex(SHA-256(bodyText))))';
/** Protocol words kept as they are in every language's sentences. */
export const TERMS = { method: 'POST', get: 'GET', json: 'JSON', head: 'head', body: 'body', resultCode: 'result_code', sign: 'sign', hmac: 'HMAC-SHA256' };
export const HEAD_FIELDS = Object.keys(requestHeadSchema.shape).join(', ');
