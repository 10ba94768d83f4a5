"""Innocent set 14: set 14's languages and forms on policies and names, vendors' public ids,
public keys meant to be shared, and public data in set 14's encodings.

Credential words in the forms secrets set 14 used (slang, case and prepositional forms,
imperatives, value-first orders) about lengths, expiry, counts, names of keys and files, never
a value; the public ids a model needs from set 14's vendors (order, payment and transaction
ids, merchant and shop numbers, project refs, base and record ids, SIDs, entity GUIDs); keys
that are public by design (publishable and project API keys, age recipients, the public half
of a key pair); and set 14's encodings carrying public data. None holds a secret.
"""

from __future__ import annotations

__all__ = ["ENCODED", "I18N", "PUBLIC_KEYS", "VENDOR_IDS"]

I18N = r"""
es: No pude entrar con la contraseña ⟦de siempre⟧; el sistema pide ⟦mínimo 12 caracteres⟧ y ⟦un símbolo⟧
es: Usa la clave ⟦que te llegó por SMS⟧, caduca en ⟦10 minutos⟧ (intento ⟦2 de 3⟧)
fr: le mdp doit faire ⟦au moins 14 caractères⟧, le tien a expiré le ⟦02/12/2026⟧
fr: Identifiants incorrects pour ⟦jean.dupont⟧ — compte verrouillé jusqu'à ⟦14 h 30⟧
fr: Code secret bloqué après ⟦3 essais⟧ ; carte se terminant par ⟦4821⟧
de: Anmeldung mit dem Kennwort ⟦fehlgeschlagen⟧ für ⟦k.schneider⟧; ⟦noch 2 Versuche⟧
de: Das Token ⟦„CI-Deploy“⟧ läuft am ⟦31.12.2026⟧ ab und hat die Rechte ⟦read_registry⟧
de: Zugangsdaten für ⟦VPN-Gateway-2⟧ wurden am ⟦03.12.2026⟧ von ⟦IT-Service⟧ zurückgesetzt
pt: A senha precisa ter ⟦pelo menos 10 caracteres⟧ e ⟦uma letra maiúscula⟧
pt: Não foi possível iniciar sessão com a palavra-passe: ⟦conta suspensa⟧ (⟦NIF 501234567⟧)
pt: Credenciais do usuário ⟦ftp_nf⟧ expiram em ⟦15/01/2027⟧
it: La password deve contenere ⟦almeno 12 caratteri⟧; utente ⟦m.bianchi⟧ bloccato per ⟦15 minuti⟧
it: Il codice di accesso è stato inviato al numero ⟦+39 347 *** **12⟧
ru: Пароль от ⟦личного кабинета⟧ должен содержать ⟦не менее 10 символов⟧
ru: Ошибка авторизации по токену: ⟦срок действия истёк 01.12.2026⟧ (клиент ⟦crm-sync⟧)
ru: Ключ API ⟦"отчёты"⟧ отозван пользователем ⟦petrov⟧
zh: 登录口令已于⟦2026年12月1日⟧过期，请联系⟦信息中心⟧重置
zh: 密码是⟦8到20位⟧字母和数字的组合，当前账号⟦zhang.wei⟧
zh-tw: 存取權杖⟦「報表同步」⟧已於⟦2026/12/04⟧撤銷
ja: パスワード：⟦8文字以上⟧で、⟦英字と数字⟧を含めてください
ja: APIキーが⟦無効化⟧されました（キー名：⟦請求連携⟧）
ja: トークンを更新できませんでした（⟦有効期限切れ⟧）ユーザー ⟦suzuki⟧
ko: 비번 ⟦5회⟧ 틀리면 계정이 ⟦30분⟧ 잠깁니다
ko: 인증키를 ⟦재발급⟧ 받으세요 (만료일 ⟦2026-12-31⟧)
ar: الرقم السري يتكون من ⟦6 أرقام⟧؛ تبقّت ⟦محاولتان⟧
ar: انتهت صلاحية رمز الوصول لتطبيق ⟦"متجري"⟧ بتاريخ ⟦2026/12/04⟧
hi: कृपया नया पासवर्ड डालें; कम से कम ⟦10 अक्षर⟧, खाता ⟦priya.verma⟧
tr: ⟦3 kez⟧ yanlış şifreyle giriş denendi; hesap ⟦mehmet.kaya⟧ kilitlendi
tr: API anahtarınız ⟦"ci-okuma"⟧ ⟦31.12.2026⟧ tarihinde sona erecek
pl: Hasło do panelu musi mieć ⟦co najmniej 12 znaków⟧; konto ⟦j.kowalski⟧
nl: Inloggen met wachtwoord ⟦uitgeschakeld⟧; gebruik ⟦SSO via Entra ID⟧
id: kata sandinya harus ⟦minimal 8 karakter⟧, akun ⟦budi.santoso⟧ terkunci ⟦15 menit⟧
vi: pass wifi đổi ⟦mỗi thứ Hai⟧, hỏi ⟦lễ tân tầng 3⟧
sv: Lösenordet måste bytas var ⟦90:e dag⟧; konto ⟦anna.svensson⟧
fi: Kirjautuminen salasanalla estetty ⟦5 epäonnistuneen yrityksen⟧ jälkeen
el: Ο κωδικός πρέπει να έχει ⟦τουλάχιστον 12 χαρακτήρες⟧
hu: A jelszóval való bejelentkezés ⟦le van tiltva⟧ a(z) ⟦kovacs.peter⟧ fióknál
ro: Parola a expirat pe ⟦01.12.2026⟧; utilizator ⟦ion.popescu⟧
tl: Ang password mo ay ⟦mag-e-expire sa 7 araw⟧
ms: Kata laluan anda mesti ⟦sekurang-kurangnya 12 aksara⟧
mixed: login fails for ops, pasword ⟦reset link sent to ops@acme.io⟧ (ticket ⟦INC-«d6»⟧)
"""

VENDOR_IDS = r"""
moneris: order ⟦mvt«d10»⟧ ReceiptId ⟦«d8»⟧ ⟦ResponseCode 481 DECLINED⟧ (store ⟦monca01234⟧)
payfast: pf_payment_id ⟦«d7»⟧ m_payment_id ⟦ORD-«d5»⟧ ⟦payment_status CANCELLED⟧
paymob: order ⟦«d9»⟧ transaction ⟦«d9»⟧ ⟦txn_response_code DECLINED⟧ (integration ⟦«d7»⟧)
tabby: payment ⟦«uuid»⟧ ⟦status REJECTED⟧ reason ⟦not_available⟧
tamara: order ⟦«uuid»⟧ ⟦checkout declined⟧ (merchant reference ⟦ACME-«d6»⟧)
toss: paymentKey ⟦tgen_«d14»«U8»⟧ ⟦status ABORTED⟧ orderId ⟦ORD_«d8»⟧
kakaopay: tid ⟦T«h20»⟧ ⟦approval failure (-780)⟧ partner_order_id ⟦«d8»⟧
alipay: trade_no ⟦2026120422001«d13»⟧ ⟦TRADE_CLOSED⟧ out_trade_no ⟦ACME«d10»⟧
vnpay: vnp_TxnRef ⟦«d8»⟧ vnp_TransactionNo ⟦«d8»⟧ ⟦vnp_ResponseCode 24 (customer cancelled)⟧
momo: orderId ⟦MM«d13»⟧ requestId ⟦«uuid»⟧ ⟦resultCode 1006⟧
kushki: ticketNumber ⟦«d18»⟧ ⟦K322: tarjeta rechazada⟧
ebanx: payment hash ⟦«h40»⟧ ⟦status CA⟧ merchant_payment_code ⟦ORD-«d6»⟧
pagarme: order ⟦or_«A16»⟧ charge ⟦ch_«A16»⟧ ⟦status failed⟧
cielo: PaymentId ⟦«uuid»⟧ ⟦ReturnCode 57 (Cartão expirado)⟧ Tid ⟦«d20»⟧
redsys: Ds_Order ⟦«d12»⟧ ⟦Ds_Response 0190 (denegada)⟧ Ds_MerchantCode ⟦999008881⟧
przelewy24: orderId ⟦«d9»⟧ sessionId ⟦ORD-«d5»⟧ ⟦status: verification failed (err 00)⟧
trustly: orderid ⟦«d10»⟧ ⟦ERROR_ACCOUNT_NOT_FOUND⟧ (messageid ⟦«uuid»⟧)
stancer: payment ⟦paym_«A24»⟧ ⟦status refused⟧ response ⟦05⟧
unzer: public key ⟦s-pub-2a10«A32»⟧ ⟦is not allowed to create a charge⟧ (resource ⟦s-pay-«d5»⟧)
supabase: project ref ⟦«l20»⟧ ⟦paused due to inactivity⟧ (region ⟦eu-central-1⟧)
airtable: base ⟦app«A14»⟧ table ⟦tbl«A14»⟧ record ⟦rec«A14»⟧ ⟦INVALID_VALUE_FOR_COLUMN⟧
shopify: ⟦gid://shopify/Order/«d13»⟧ ⟦fulfillment_order is closed⟧ (location ⟦gid://shopify/Location/«d11»⟧)
square: location ⟦L«U12»⟧ payment ⟦«A26»⟧ ⟦CARD_DECLINED⟧
gitlab: project ⟦«d8»⟧ deploy token id ⟦«d5»⟧ ⟦expired on 2026-12-01⟧ (name ⟦gitlab+deploy-token-«d5»⟧)
google: OAuth client ⟦«d12»-«l32».apps.googleusercontent.com⟧ ⟦redirect_uri_mismatch⟧
github: installation ⟦«d8»⟧ app ⟦«d6»⟧ ⟦Resource not accessible by integration⟧ (request ⟦«H4»:«H5»:«H7»:«H7»:«H8»⟧)
easypost: shipment ⟦shp_«h32»⟧ ⟦SHIPMENT.POSTAGE.FAILURE⟧ rate ⟦rate_«h32»⟧
amazon: order ⟦«d3»-«d7»-«d7»⟧ ASIN ⟦B0«U8»⟧ ⟦InvalidInput: quantity⟧
braintree: transaction ⟦«l8»⟧ ⟦processor_declined 2046⟧ merchant account ⟦acme_EUR⟧
dropbox: file ⟦id:«A22»⟧ ⟦path/not_found⟧ rev ⟦«h15»⟧
twilio: Account ⟦AC«h32»⟧ message ⟦SM«h32»⟧ ⟦error 30007 (carrier violation)⟧
newrelic: entity guid ⟦MTIzNDU2fEFQTXxBUFBMSUNBVElPTnw3ODkwMTI⟧ ⟦not found⟧ (account ⟦123456⟧)
grafana: dashboard uid ⟦«l14»⟧ ⟦version-mismatch⟧ (panel ⟦12⟧)
vk: user ⟦id«d9»⟧ ⟦error 15: Access denied⟧ (group ⟦club«d8»⟧)
esri: item ⟦«h32»⟧ ⟦is not shared with the organization⟧ (layer ⟦0⟧)
wildberries: nmID ⟦«d9»⟧ ⟦Карточка товара не найдена⟧ (supplier article ⟦ACME-«d4»⟧)
ozon: posting ⟦«d8»-«d4»-1⟧ ⟦POSTING_ALREADY_SHIPPED⟧ (product ⟦«d9»⟧)
xsolla: transaction ⟦«d10»⟧ ⟦INVALID_USER⟧ (project ⟦«d6»⟧, user ⟦acme-«d6»⟧)
bungie: membershipId ⟦«d19»⟧ ⟦DestinyAccountNotFound (1601)⟧
challonge: tournament ⟦«d8»⟧ match ⟦«d9»⟧ ⟦state must be open⟧
"""

PUBLIC_KEYS = r"""
posthog: project API key ⟦phc_«A43»⟧ ⟦is public (used in the browser snippet)⟧; event ⟦$pageview⟧ dropped: ⟦quota exceeded⟧
mapbox: public token ⟦pk.eyJ1IjoiYWNtZSIsImEiOiJjbG«A20»In0.«A22»⟧ ⟦URL restriction: origin not allowed⟧
supabase: publishable key ⟦sb_publishable_«A22»_«A8»⟧ ⟦accepted⟧ but table ⟦orders⟧ ⟦RLS policy denied select⟧
stripe: publishable key ⟦pk_live_«A24»⟧ ⟦cannot be used to create charges⟧ (request ⟦req_«A14»⟧)
age: recipient ⟦age1«l58»⟧ ⟦is not a valid X25519 recipient (bad checksum)⟧
ssh: ⟦Host key verification failed.⟧ Offending ⟦ED25519⟧ key in ⟦/root/.ssh/known_hosts:14⟧ (fingerprint ⟦SHA256:«b64_43»⟧)
gpg: public key ⟦«H40»⟧ ⟦expired 2026-11-30⟧ uid ⟦Release Signing <release@acme.io>⟧
webauthn: credential id ⟦«b64_43»⟧ ⟦not registered for rp.id acme.io⟧
jwks: ⟦kid «h16» not found in https://id.acme.io/.well-known/jwks.json⟧ (alg ⟦RS256⟧)
"""

ENCODED = r"""
git-header: git -c http.extraHeader='⟦X-Request-Source: ci-«l8»⟧' fetch ⟦origin⟧\n⟦fatal: couldn't find remote ref refs/heads/release-2.3⟧
k8s-secret: ⟦kind: Secret⟧ ⟦metadata.name: api-tls⟧ ⟦type: kubernetes.io/tls⟧ data keys ⟦tls.crt, tls.key⟧ ⟦(values not shown)⟧
base32: ⟦IPFS CIDv1 bafybei«l52»⟧ ⟦not found on 3 gateways⟧
hex: ⟦sha256 of upload «h64»⟧ ⟦does not match Content-Digest⟧
percent-json: GET /search?filters=⟦%7B%22city%22%3A%22S%C3%A3o%20Paulo%22%2C%22beds%22%3A2%7D⟧ ⟦-> 400 Bad Request⟧
qp: ⟦Content-Transfer-Encoding: quoted-printable⟧\n\nSee ⟦https://docs.acme.io/search?q=3Dtoken+rotation⟧ =E2=80=94 ⟦ticket INC-«d6»⟧
mime: ⟦Content-Type: image/png; name="logo.png"⟧ ⟦Content-Transfer-Encoding: base64⟧\n\n⟦iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA⟧\n⟦attachment exceeds 10 MB⟧
obs-fold: ⟦400 Bad Request: obsolete line folding⟧ in header ⟦Content-Security-Policy⟧ at line ⟦7⟧
shell: + ⟦cp '/srv/reports/Q4 '\''final'\''.xlsx' /backup/⟧\n⟦cp: cannot stat: No such file or directory⟧
octal: ⟦open("/srv/My\040Documents/token_list.txt", O_RDONLY) = -1 ENOENT⟧
csv: ⟦import error line 2⟧: ⟦"Acme ""Secret"" Sauce 250ml"⟧ ⟦price column is empty⟧
php-serialize: ⟦unserialize(): Error at offset 40⟧: ⟦a:1:{s:4:"cart";a:2:{i:0;s:8:"SKU-4412";}}⟧
fullwidth: 設定エラー　⟦DB_HOST＝db01⟧　⟦DB_PASSWORD_FILE＝/run/secrets/db⟧　接続先：⟦db01⟧
tsv: ⟦load failed at line 4⟧\nname\tkey_id\tscope\n⟦reporting⟧\t⟦«uuid»⟧\t⟦read⟧
oauth-error: navigation to ⟦https://app.acme.io/callback#error=access_denied&error_description=User+cancelled&state=«l16»⟧
location: < HTTP/2 302\n< location: ⟦https://id.acme.io/login?return_to=%2Fsettings%2Fapi-keys⟧\n⟦redirect loop detected after 10 hops⟧
set-cookie: < set-cookie: ⟦theme=dark; Path=/; Max-Age=31536000; SameSite=Lax⟧\n< ⟦HTTP/2 500⟧
pprint: ⟦{'docs': 'https://developers.acme.io/reference/authentication/rotate-api-keys'⟧ ⟦'status': 404}⟧
unicode: request body rejected: ⟦{"name": "Nguy\u1ec5n V\u0103n An"}⟧ ⟦field too long⟧
markdown: Issue ⟦#4412⟧: the docs example ⟦`curl https://api.acme.io/v2/stats -H "X-Api-Key: $ACME_KEY"`⟧ ⟦returns 403⟧
"""
