"""Innocent set 77: customer-support agent output in set 77's tool shapes with no secret,
public keys, key ids, fingerprints, digests and ticket, conversation and request ids beside
credential words, set 77's languages, and public ids of set 77's vendors.

``AGENT``: Zendesk, Intercom, Freshdesk, Freshchat, Help Scout, Front, Salesforce, HubSpot
and live-chat output where every credential is masked, referenced or absent, with the ids a
model needs to act. ``PUBLIC``: public halves and identifiers (publishable keys a vendor
documents as public, key ids, fingerprints, hashes). ``WORLD``: set 77's languages saying
that a password, PIN or code was changed, sent or expired, without one. ``VENDOR_IDS``: set
77's vendors' public ids (project ids, app ids, link ids, order ids, account ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦ticket «d6»⟧ ⟦via email⟧ ⟦status: open⟧ ⟦requester_id «d11»⟧
agent: ⟦ticket «d6» updated⟧ ⟦tags: payouts, password-reset⟧ ⟦assignee «d7»⟧
agent: ⟦side conversation «uuid»⟧ ⟦state: closed⟧ ⟦subject: Escalation #«d5»⟧
agent: ⟦satisfaction_rating: good⟧ ⟦comment: "resolved fast"⟧ ⟦ticket «d6»⟧
agent: ⟦macro «d6» applied⟧ ⟦"Password reset instructions"⟧ ⟦to ticket «d6»⟧
agent: ⟦conversation «d10»⟧ ⟦state: snoozed until 2026-12-08T09:00Z⟧ ⟦admin «d7»⟧
agent: ⟦conversation_part «d11»⟧ ⟦part_type: note⟧ ⟦body: "customer reset their own PIN in the app"⟧
agent: ⟦contact «h10»⟧ ⟦custom_attributes.plan: pro⟧ ⟦custom_attributes.api_key_created: true⟧
agent: ⟦Freshdesk ticket «d5»⟧ ⟦cf_merchant_id: m_«d5»⟧ ⟦cf_api_secret: [redacted by workflow]⟧
agent: ⟦Freshchat conversation «uuid»⟧ ⟦assigned to group Pagos⟧ ⟦3 messages⟧
agent: ⟦canned response «d4»⟧ ⟦"How to reset your password"⟧ ⟦folder: Acceso⟧
agent: ⟦Help Scout conversation «d9»⟧ ⟦mailbox «d6»⟧ ⟦status: pending⟧
agent: ⟦thread «d7»⟧ ⟦type: note⟧ ⟦"sent the password reset link via the portal, not by email"⟧
agent: ⟦saved reply «d5»⟧ ⟦"2FA recovery: ask the customer to use a backup code"⟧
agent: ⟦Front conversation cnv_«l7»⟧ ⟦inbox inb_«l5»⟧ ⟦tag: api-keys⟧
agent: ⟦comment com_«l6»⟧ ⟦"rotated the merchant's webhook secret; new one is in Vault"⟧
agent: ⟦draft msg_«l7»⟧ ⟦mode: shared⟧ ⟦"Use the 'Forgot password' link"⟧
agent: ⟦Case 00«d6»⟧ ⟦Status: Escalated⟧ ⟦Origin: Web⟧ ⟦Id 5008c0000«A9»⟧
agent: ⟦Contact 0038c0000«A9»⟧ ⟦Security_Passphrase__c: (set)⟧ ⟦MailingCountry: Jamaica⟧
agent: ⟦EmailMessage 02s8c0000«A9»⟧ ⟦Status: Sent⟧ ⟦"Your password was changed"⟧
agent: ⟦HubSpot ticket «d10»⟧ ⟦hs_pipeline_stage: 2⟧ ⟦subject: API key rotation⟧
agent: ⟦Pipedrive deal «d4»⟧ ⟦stage: Integración⟧ ⟦field f3a9c1d7e2b4: "sandbox only"⟧
agent: ⟦[14:02:11] Visitor: olvidé mi contraseña⟧ ⟦[14:02:30] Agente Rosa: le envié un enlace de restablecimiento⟧
agent: ⟦tawk.to chat «h24»⟧ ⟦duration 6m 12s⟧ ⟦rating 5⟧
agent: ⟦Crisp session_«uuid»⟧ ⟦segment: vip⟧ ⟦"token count exceeded, summarizing"⟧
agent: ⟦Gorgias ticket «d8»⟧ ⟦channel: chat⟧ ⟦"voucher redeemed"⟧
agent: ⟦Kustomer conversation «h24»⟧ ⟦queue: Payouts⟧ ⟦SLA 2h⟧
agent: ⟦Chatwoot conversation «d4»⟧ ⟦inbox «d2»⟧ ⟦status: resolved⟧
agent: $ rg -n "password" macros/\n⟦macros/reset_password.json:3: "title": "Reset password (send link)"⟧
agent: ⟦git diff config/crm_sync.yml⟧\n⟦-    private_app_token: ${HUBSPOT_TOKEN}⟧\n⟦+    private_app_token: ${HUBSPOT_PRIVATE_APP_TOKEN}⟧
agent: ⟦cat config/zendesk.yml⟧\n⟦token: <%= ENV["ZENDESK_API_TOKEN"] %>⟧
agent: ⟦HTTP/1.1 204 No Content⟧ ⟦DELETE /api/v2/tokens/«d6»⟧ ⟦(token revoked)⟧
agent: ⟦HTTP/1.1 200 OK⟧ ⟦{"id":«d7»,"contact":{"email":"rosa@ayni.com"},"api_key_set":true}⟧
agent: ⟦HTTP/1.1 429 Too Many Requests⟧ ⟦Retry-After: 60⟧ ⟦X-Request-Id: «uuid»⟧
agent: ⟦Zendesk job_status «h32»⟧ ⟦status: completed⟧ ⟦total 250, progress 250⟧
agent: ⟦Intercom export job «h32»⟧ ⟦state: completed⟧ ⟦download_url expires in 1h⟧
agent: ⟦KeyError: 'user_«d2»'⟧ ⟦key not found in cache; fetching from CRM⟧
agent: ⟦KeyError: 'api_key'⟧ ⟦the webhook payload has no api_key field⟧
agent: ⟦file attachments/password-reset-steps.pdf⟧ ⟦184 KB⟧ ⟦ticket «d6»⟧
agent: ⟦exported tickets_secret_santa_2026.csv⟧ ⟦412 rows⟧
agent: ⟦WhatsApp message wamid.«b64_40»⟧ ⟦status: delivered⟧ ⟦template otp_aviso⟧
agent: ⟦macro "Token expired"⟧ ⟦used 1,208 times⟧ ⟦last used 2026-12-06⟧
agent: ⟦SLA policy «d4»⟧ ⟦first reply 1h⟧ ⟦next reply 4h⟧ ⟦priority urgent⟧
agent: ⟦view «d12»⟧ ⟦"Unassigned – API keys"⟧ ⟦count 17⟧
agent: ⟦trigger «d12»⟧ ⟦"Notify on password-reset tag"⟧ ⟦active: true⟧
"""

PUBLIC = r"""
public: ⟦Fintoc public key pk_live_«A32»⟧ ⟦(widget, safe in the browser)⟧
public: ⟦Stark Bank public key⟧ -----BEGIN PUBLIC KEY-----\n⟦MFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAE«b64_60»⟧
public: ⟦SSH host key fingerprint SHA256:«b64_43»⟧ ⟦git.remesasur.example⟧
public: ⟦GPG key id «H16»⟧ ⟦used to sign payout files⟧
public: ⟦key_id nx_«h12»⟧ ⟦label market-maker-bot⟧ ⟦created 2026-12-01⟧
public: ⟦commit «h40»⟧ ⟦"rotate BingX api key reference"⟧
public: ⟦sha256 «h64»⟧ ⟦payouts-cli-2.4.1.tar.gz⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg ES256⟧ ⟦use sig⟧
public: ⟦Intercom app_id «l8»⟧ ⟦(in the messenger snippet)⟧
public: ⟦Zendesk Web Widget key «uuid»⟧ ⟦(public, in the page source)⟧
public: ⟦Freshchat widget token «uuid»⟧ ⟦public, identifies the account⟧
public: ⟦Help Scout Beacon id «uuid»⟧ ⟦embedded in the help center⟧
public: ⟦Front chat id «h32»⟧ ⟦chat widget⟧
public: ⟦tawk.to property «h24»⟧ ⟦widget «l10»⟧
public: ⟦Crisp website_id «uuid»⟧ ⟦public in the site script⟧
public: ⟦BitMart API key memo "mesa"⟧ ⟦(a label, not a secret)⟧
public: ⟦Coinmate public key label "bot-1"⟧ ⟦client id «d4»⟧
public: ⟦TLS cert serial «H32»⟧ ⟦issuer R11⟧ ⟦expires 2027-03-02⟧
public: ⟦Ed25519 public key «b64_43»=⟧ ⟦uploaded to Foxbit⟧
public: ⟦webhook endpoint we_«A24»⟧ ⟦url https://hooks.remesasur.com/fintoc⟧
public: ⟦idempotency key «uuid»⟧ ⟦POST /v1/payouts⟧
public: ⟦request id req_«A20»⟧ ⟦401 invalid_api_key⟧
public: ⟦trace id «h32»⟧ ⟦span «h16»⟧
public: ⟦wallet address 0x«h40»⟧ ⟦network ERC-20⟧
public: ⟦BTC address bc1q«l38»⟧ ⟦deposit, 3 confirmations⟧
public: ⟦Pix key (EVP) «uuid»⟧ ⟦(a payee alias, public)⟧
public: ⟦CLABE 0321800001«d8»⟧ ⟦beneficiary account⟧
public: ⟦OAuth client_id RemesaSur-«h8»⟧ ⟦(public id; secret in Vault)⟧
public: ⟦Moneytree client_id «h64»⟧ ⟦(public, in the mobile app)⟧
public: ⟦ETag "«h32»"⟧ ⟦If-None-Match⟧
"""

WORLD = r"""
world: ⟦Modpas ou chanje avèk siksè.⟧ ⟦Si se pa ou, rele 202.⟧
world: ⟦Nou voye yon kòd sou telefòn ou.⟧ ⟦Li ekspire nan 5 minit.⟧
world: ⟦Kòd PIN ou bloke apre 3 eseye.⟧
world: ⟦Bo kontraseña a wordu kambiá.⟧ ⟦Danki!⟧
world: ⟦Nos a manda un kódigo na bo telefòn.⟧
world: ⟦Yuh password change, nuh worry.⟧ ⟦If a nuh yuh, call wi.⟧
world: ⟦Wi sen yuh a code pan text.⟧ ⟦It good fi ten minute.⟧
world: ⟦Yu pasword kenki.⟧ ⟦Efu a no yu, kari wi.⟧
world: ⟦Musuq yaykuna simiykiqa churasqañam.⟧
world: ⟦Machaq mantañ arumax utt'ayatawa.⟧
world: ⟦Nde ñe'ẽ kañymby oñemoambue.⟧
world: ⟦Tami ellkan dungu wiñamtukuy.⟧
world: ⟦Xjal ri awewan tzij.⟧
world: ⟦Ts'o'ok u k'e'exel a ta'akbil t'aan.⟧
world: ⟦Che, ya cambiamos tu clave.⟧ ⟦Si no fuiste vos, avisanos.⟧
world: ⟦Te mandamos un código por SMS, fijate.⟧
world: ⟦Tu clave de Transfermóvil fue cambiada.⟧
world: ⟦Klk, tu código expiró, pide otro.⟧
world: ⟦Wepa, tu contraseña se cambió.⟧
world: ⟦Chamo, la clave del Pago Móvil quedó bloqueada por 3 intentos.⟧
world: ⟦Causa, tu clave de Yape se actualizó.⟧
world: ⟦Tu clave de la CuentaRUT quedó bloqueada, ¿cachai?⟧
world: ⟦Parce, el código de Nequi ya se venció.⟧
world: ⟦Pô, tua senha foi trocada.⟧ ⟦Se não foi tu, liga pra gente.⟧
world: ⟦Mandamos um código por SMS, tá?⟧
world: ⟦Sua senha do Pix expira em 2 dias.⟧
world: ⟦Frase de recuperação verificada ✅⟧
world: ⟦Token de acesso revogado às 14:02.⟧
world: ⟦API key rotated; old key disabled at 15:00 UTC.⟧
world: ⟦PIN reset requested for card ending 4471.⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Fintoc link link_«A16»⟧ ⟦institution cl_banco_estado⟧
vendor: ⟦Fintoc payment intent pi_«A24»⟧ ⟦status succeeded⟧
vendor: ⟦Stark Bank project «d16»⟧ ⟦workspace «d16»⟧
vendor: ⟦Stark Bank transfer «d16»⟧ ⟦status success⟧ ⟦R$ 1.250,00⟧
vendor: ⟦Open Exchange Rates timestamp «d10»⟧ ⟦base USD⟧ ⟦HTG 131.87⟧
vendor: ⟦currencylayer quote USDJMD 156.42⟧ ⟦timestamp «d10»⟧
vendor: ⟦CEX.IO order «d11»⟧ ⟦BTC/USD⟧ ⟦filled⟧
vendor: ⟦HitBTC clientOrderId «h32»⟧ ⟦status new⟧
vendor: ⟦BingX orderId «d19»⟧ ⟦BTC-USDT⟧ ⟦FILLED⟧
vendor: ⟦BitMart order_id «d18»⟧ ⟦symbol BTC_USDT⟧
vendor: ⟦LBank order «uuid»⟧ ⟦eth_usdt⟧ ⟦status 2⟧
vendor: ⟦Bitrue orderId «d19»⟧ ⟦XRPUSDT⟧
vendor: ⟦VoPay TransactionID «d8»⟧ ⟦EFT fund⟧ ⟦CAD 250.00⟧
vendor: ⟦Veem payment «d7»⟧ ⟦status Complete⟧ ⟦account_id «d7»⟧
vendor: ⟦Coinmate transactionId «d9»⟧ ⟦BTC_EUR⟧
vendor: ⟦Tokocrypto orderId «d18»⟧ ⟦BTC_IDR⟧
vendor: ⟦Bitcoin.de trade «U6»⟧ ⟦btceur⟧ ⟦0.05 BTC⟧
vendor: ⟦Foxbit order id «d10»⟧ ⟦btcbrl⟧
vendor: ⟦Nexus Exchange order «uuid»⟧ ⟦BTC-PERP⟧
vendor: ⟦DailyPay transfer «uuid»⟧ ⟦instant⟧ ⟦USD 120.00⟧
vendor: ⟦Payfare card «d4»-ending⟧ ⟦program gig-ca⟧
vendor: ⟦Syncfy id_site «h24»⟧ ⟦id_credential «h24»⟧
vendor: ⟦Finerio Connect credential «uuid»⟧ ⟦bank BBVA MX⟧
vendor: ⟦MoneyGram reference number «d8»⟧ ⟦status AVAILABLE⟧
vendor: ⟦Western Union MTCN «d10»⟧ ⟦paid out⟧
vendor: ⟦Xoom transaction «U2»«d9»⟧ ⟦status Delivered⟧
vendor: ⟦Intermex folio «d10»⟧ ⟦Guatemala⟧
vendor: ⟦TerraPay transactionReference «d15»⟧ ⟦US-HT⟧
vendor: ⟦Sendwave transfer «uuid»⟧ ⟦to Haiti, HTG 15,000⟧
vendor: ⟦Zendesk account ayni⟧ ⟦brand «d12»⟧ ⟦ticket form «d12»⟧
"""
