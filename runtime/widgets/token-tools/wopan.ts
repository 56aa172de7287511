/**
 * WoPan: phone number → `POST API/alist/wopan/login {phone}` (WoPan sends an SMS code) → the code
 * → `POST API/alist/wopan/verify_code {phone, verify_code}` → access and refresh tokens.
 */
import { apiAddress, call, isAbort, ToolError } from './http.ts';
import { button, el, failure, field, form, format, messages, result, serviceLine, type Tool } from './ui.ts';

const WORDS = {
  en: {
    phone: 'Phone number', phoneHint: 'The 11-digit mobile number of your WoPan account.', send: 'Send code',
    code: 'Verification code', signIn: 'Sign in',
    badPhone: 'Enter the 11-digit mobile number of your WoPan account.', badCode: 'Enter the verification code from the SMS.',
    sending: 'Asking WoPan to send the code…', sent: 'WoPan has sent a code to {phone}. Enter it below.',
    sendFailed: 'The code could not be sent.', signing: 'Signing in…', signFailed: 'The sign-in failed.',
    accessToken: 'Access token', refreshToken: 'Refresh token',
  },
  zh: {
    phone: '手机号', phoneHint: '联通云盘账号绑定的 11 位手机号。', send: '获取验证码',
    code: '验证码', signIn: '登录',
    badPhone: '请输入联通云盘账号绑定的 11 位手机号。', badCode: '请输入短信里的验证码。',
    sending: '正在请联通云盘发送验证码…', sent: '验证码已发送到 {phone}，请在下方填写。',
    sendFailed: '验证码发送失败。', signing: '正在登录…', signFailed: '登录失败。',
    accessToken: '访问令牌', refreshToken: '刷新令牌',
  },
};

export const token: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  const phone = field(t.phone, t.phoneHint);
  Object.assign(phone.input, { type: 'tel', inputMode: 'numeric' });
  const code = field(t.code);
  Object.assign(code.input, { inputMode: 'numeric', autocomplete: 'one-time-code' });
  const send = button(t.send, 'secondary', 'submit');
  const signIn = button(t.signIn, 'primary', 'submit');
  const box = messages();
  const number = () => phone.input.value.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
  const post = (path: string, json: unknown, expect: string[] = []) =>
    call<Record<string, string>>(apiAddress(ctx.site, path, ctx.lang), { lang: ctx.lang, signal: ctx.signal, json, expect });

  /** Runs one step with both buttons off; a failure is shown under `headline`. */
  const step = async (busy: string, headline: string, work: () => Promise<void>) => {
    send.disabled = signIn.disabled = true;
    box.info(busy);
    try {
      await work();
    } catch (err) {
      if (!isAbort(err)) box.error(...failure(headline, err instanceof ToolError ? err.message : String(err)));
    }
    send.disabled = signIn.disabled = false;
  };
  const refuse = (input: HTMLInputElement, text: string) => (box.error(text), input.focus());

  const sendCode = () => {
    if (!/^1\d{10}$/.test(number())) return refuse(phone.input, t.badPhone);
    void step(t.sending, t.sendFailed, async () => {
      await post('alist/wopan/login', { phone: number() });
      box.info(format(t.sent, { phone: number() }));
      code.input.focus();
    });
  };
  const verify = () => {
    if (!/^1\d{10}$/.test(number())) return refuse(phone.input, t.badPhone);
    const verifyCode = code.input.value.trim();
    if (!verifyCode) return refuse(code.input, t.badCode);
    void step(t.signing, t.signFailed, async () => {
      const body = await post('alist/wopan/verify_code', { phone: number(), verify_code: verifyCode }, ['access_token', 'refresh_token']);
      box.info(result(t.refreshToken, body.refresh_token, ctx.lang, ctx.signal), result(t.accessToken, body.access_token, ctx.lang, ctx.signal));
    });
  };
  host.append(
    serviceLine(ctx),
    form(ctx.signal, sendCode, phone.row, el('div', 'token-actions', send)),
    form(ctx.signal, verify, code.row, el('div', 'token-actions', signIn)),
    ...box.nodes,
  );
};
