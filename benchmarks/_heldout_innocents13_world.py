"""Innocent set 13: set 13's languages on policies and names, vendors' public ids, encodings.

Password and token policies, lockouts, resets and expiry notices in the languages of secrets
set 13 (with the words "password", "key", "token" and "PIN" next to numbers, dates and names
that must survive); the public identifiers of set 13's vendors (shop ids, merchant ids, app ids,
client ids, order and transaction numbers, public keys meant to be shared); and set 13's
encodings carrying public data (percent-encoded search queries, quoted-printable prose, base64
of public JSON, escaped paths). None holds a secret.
"""

from __future__ import annotations

__all__ = ["ENCODED", "I18N", "VENDOR_IDS"]

I18N = r"""
vi: Mật khẩu phải có ít nhất ⟦12 ký tự⟧ và không trùng với ⟦5 mật khẩu gần nhất⟧
vi: Tài khoản ⟦nguyen.van.a⟧ bị khóa ⟦30 phút⟧ sau ⟦5 lần nhập sai mật khẩu⟧
vi: Mã OTP đã gửi tới số ⟦0912 345 678⟧ sẽ hết hạn sau ⟦5 phút⟧
id: Kata sandi Anda kedaluwarsa pada ⟦15 Januari 2027⟧; silakan ubah melalui ⟦Pengaturan › Keamanan⟧
id: Token akses untuk aplikasi ⟦Kasir Toko Maju⟧ dicabut oleh ⟦admin@tokomaju.id⟧
pl: Hasło musi zawierać co najmniej ⟦jedną cyfrę⟧ i ⟦jeden znak specjalny⟧ (minimum ⟦14 znaków⟧)
pl: Token API ⟦„ci-deploy”⟧ wygaśnie ⟦31.12.2026⟧ – odnów go w panelu ⟦Ustawienia → Tokeny⟧
cs: Heslo pro účet ⟦jan.novak⟧ vyprší za ⟦7 dní⟧; změňte ho na ⟦https://id.firma.cz/heslo⟧
cs: Klíč API ⟦„reporting-ro“⟧ byl zrušen uživatelem ⟦p.dvorak⟧ dne ⟦3. 12. 2026⟧
uk: Пароль має містити щонайменше ⟦12 символів⟧; спроба ⟦3 з 5⟧
uk: Токен доступу для ⟦‹Нова пошта API›⟧ відкликано ⟦04.12.2026⟧
hi: पासवर्ड कम से कम ⟦8 अक्षरों⟧ का होना चाहिए; आपका खाता ⟦rahul.sharma⟧ ⟦24 घंटे⟧ के लिए लॉक है
hi: पिन ⟦3 बार⟧ गलत दर्ज किया गया, कार्ड ⟦XXXX XXXX XXXX 4821⟧ अवरुद्ध
bn: পাসওয়ার্ডের মেয়াদ ⟦৩০ দিন⟧ পর শেষ হবে; অ্যাকাউন্ট ⟦rahim.uddin⟧
bn: টোকেন ⟦"মোবাইল অ্যাপ"⟧ বাতিল করা হয়েছে ⟦০৪/১২/২০২৬⟧ তারিখে
fa: گذرواژه باید حداقل ⟦۱۰ نویسه⟧ داشته باشد؛ حساب ⟦ali.rezaei⟧ قفل شد
fa: کلید API با نام ⟦‹گزارش‌ها›⟧ در تاریخ ⟦۱۴۰۵/۰۹/۱۳⟧ منقضی می‌شود
sw: Nenosiri lazima liwe na herufi ⟦12⟧ au zaidi; jaribio la ⟦4 kati ya 5⟧
sw: Tokeni ya ⟦M-Duka App⟧ itaisha muda tarehe ⟦31/12/2026⟧
th: รหัสผ่านต้องมีอย่างน้อย ⟦12 ตัวอักษร⟧ บัญชี ⟦somchai.k⟧ ถูกล็อก ⟦15 นาที⟧
th: โทเค็น ⟦"แอปร้านค้า"⟧ หมดอายุวันที่ ⟦31 ธ.ค. 2569⟧
tr: Parolanız ⟦90 gün⟧ sonra sona erecek; ⟦Ayarlar > Güvenlik⟧ bölümünden değiştirin
tr: ⟦ayse.yilmaz⟧ kullanıcısının erişim anahtarı ⟦"ci-okuma"⟧ devre dışı bırakıldı
he: הסיסמה חייבת לכלול לפחות ⟦12 תווים⟧; החשבון ⟦dana.levi⟧ ננעל ל-⟦30 דקות⟧
he: מפתח ה-API ⟦"דוחות"⟧ יפוג בתאריך ⟦31.12.2026⟧
de: Ihr Passwort läuft am ⟦15.01.2027⟧ ab; Kennwortrichtlinie ⟦PW-2026-03⟧ verlangt ⟦14 Zeichen⟧
de: Zugangsschlüssel ⟦„Buchhaltung-Export“⟧ wurde von ⟦m.mueller⟧ widerrufen
fr: Votre mot de passe expire dans ⟦7 jours⟧ ; politique ⟦‹ MDP-Standard ›⟧ (⟦12 caractères minimum⟧)
fr: Le jeton d'accès ⟦‹ intégration-compta ›⟧ a été révoqué le ⟦04/12/2026⟧
es: La contraseña del usuario ⟦mgarcia⟧ caducó el ⟦01/12/2026⟧; intentos restantes: ⟦2⟧
es: Clave API ⟦‹facturación-lectura›⟧ creada por ⟦lopez.ana⟧ el ⟦3 de diciembre⟧
pt: Sua senha expira em ⟦10 dias⟧; a chave de acesso ⟦"nf-e-emissor"⟧ continua ativa
it: La password dell'utente ⟦g.rossi⟧ deve essere cambiata entro il ⟦15/01/2027⟧
ru: Пароль пользователя ⟦ivanov⟧ истекает через ⟦5 дней⟧; ключ ⟦‹отчёты-чтение›⟧ активен
ja: パスワードの有効期限は⟦2027年1月15日⟧です。ユーザー ⟦tanaka⟧
ja: アクセストークン「⟦会計連携⟧」は⟦12月4日⟧に失効しました
zh: 密码需至少⟦12位⟧，账号⟦wang.lei⟧已锁定⟦30分钟⟧
zh: 密钥⟦“报表只读”⟧已于⟦2026-12-04⟧停用
ko: 비밀번호는 ⟦90일⟧마다 변경해야 합니다. 계정 ⟦kim.minsu⟧
ar: يجب أن تتكون كلمة المرور من ⟦12 حرفًا⟧ على الأقل؛ الحساب ⟦ahmed.ali⟧ مقفل
"""

VENDOR_IDS = r"""
amazon: SP-API ⟦InvalidInput⟧ for order ⟦112-«d7»-«d7»⟧ in marketplace ⟦A1PA6795UKMFR9⟧ (seller ⟦A«U13»⟧)
amazon: LWA client ⟦amzn1.application-oa2-client.«h32»⟧ ⟦not authorized for the Selling Partner API⟧
mercadolibre: item ⟦MLA«d10»⟧ ⟦status: paused⟧ (seller ⟦«d9»⟧, category ⟦MLA1055⟧)
allegro: offer ⟦«d11»⟧ validation failed: ⟦parameter 11323 is required⟧
shopee: shop_id ⟦«d9»⟧ partner_id ⟦2001234⟧ error ⟦error_auth: Invalid access_token⟧ request_id ⟦«h32»⟧
lazada: order ⟦«d15»⟧ ⟦E0013: Seller SKU does not exist⟧ (sku ⟦ACME-TSHIRT-RED-M⟧)
paytm: MID ⟦ACMEPL«d14»⟧ order ⟦ORD-«d6»⟧: ⟦RESPCODE 227 Payment failed as per bank⟧
phonepe: merchantTransactionId ⟦MT«d10»⟧ ⟦PAYMENT_PENDING⟧ (merchantId ⟦PGTESTPAYUAT⟧)
chapa: tx_ref ⟦chewatatest-«d4»⟧ ⟦status: failed⟧ (public key ⟦CHAPUBK_TEST-«A32»⟧)
yoco: checkout ⟦ch_«A20»⟧ ⟦expired⟧ (public key ⟦pk_test_«h20»⟧)
yookassa: payment ⟦«h8»-000f-5000-8000-«h12»⟧ ⟦canceled: insufficient_funds⟧ (shopId ⟦212345⟧)
cloudpayments: Public ID ⟦pk_«h29»⟧ TransactionId ⟦«d9»⟧ ⟦ReasonCode 5051 InsufficientFunds⟧
line: ⟦The request body has 1 error(s)⟧ for channel ⟦«d10»⟧ userId ⟦U«h32»⟧
telesign: reference_id ⟦«H32»⟧ ⟦status 290 Message in progress⟧
tuya: device ⟦bf«h20»⟧ ⟦offline since 2026-12-04 12:58⟧ (product ⟦«l16»⟧)
blynk: template ⟦TMPL«A8»⟧ device ⟦«d6»⟧ ⟦datastream V3 out of range (max 100)⟧
thingspeak: channel ⟦«d7»⟧ field ⟦2⟧ ⟦rate limit: 15 seconds between updates⟧
smartthings: device ⟦«uuid»⟧ capability ⟦switchLevel⟧ ⟦command not supported⟧
strava: activity ⟦«d11»⟧ athlete ⟦«d8»⟧ ⟦upload error: duplicate of activity «d11»⟧
oura: ⟦daily_readiness⟧ for ⟦2026-12-03⟧ ⟦not yet available⟧ (user ⟦«uuid»⟧)
lastfm: ⟦error 6: Track not found⟧ (mbid ⟦«uuid»⟧)
playfab: TitleId ⟦«H5»⟧ PlayFabId ⟦«H16»⟧ ⟦AccountNotFound⟧
lichess: game ⟦«A8»⟧ ⟦aborted: no move within 20 seconds⟧ (player ⟦DrNykterstein⟧)
govuk: notification ⟦«uuid»⟧ ⟦permanent-failure⟧ for template ⟦«uuid»⟧ version ⟦4⟧
companieshouse: company ⟦0«d7»⟧ filing ⟦MzM«A24»⟧ ⟦not found⟧
hmrc: VRN ⟦«d9»⟧ period ⟦26A1⟧ ⟦DUPLICATE_SUBMISSION⟧ (correlation ⟦«uuid»⟧)
nhs: NHS number ⟦943 476 5919⟧ ⟦RESOURCE_NOT_FOUND⟧ (X-Request-ID ⟦«uuid»⟧)
selectel: project ⟦«h32»⟧ server ⟦«uuid»⟧ ⟦quota exceeded: vcpu 32/32⟧
sakura: zone ⟦is1b⟧ server ⟦11«d10»⟧ ⟦not found⟧
ncloud: ⟦returnCode 1300 Server instance not found⟧ serverInstanceNo ⟦«d8»⟧
"""

ENCODED = r"""
percent: GET ⟦/search?q=password%20reset%20not%20working&lang=pl⟧ ⟦500⟧ (request ⟦«uuid»⟧)
percent: redirect_uri ⟦https%3A%2F%2Fapp.acme.io%2Foauth%2Fcallback⟧ ⟦does not match a registered URI⟧
percent: ⟦invalid_scope⟧: requested ⟦openid%20profile%20offline_access%20api%3Awrite⟧
json: {"error":"⟦invalid_client⟧","error_description":"⟦client_id \"web-«l8»\" is not registered⟧","error_uri":"⟦https:\/\/id.acme.io\/docs\/errors⟧"}
json: {"type":"⟦https://errors.acme.io/quota⟧","title":"⟦Too Many Requests⟧","detail":"⟦key ci-readonly exceeded 1000 req/h⟧"}
qp: Subject: ⟦Password reset requested⟧\nContent-Transfer-Encoding: quoted-printable\n\nWe received a request to reset the password for ⟦j=2Edoe@acme=2Eio⟧; the link expires in ⟦30 minutes⟧.
base64: JWT header ⟦eyJhbGciOiJSUzI1NiIsImtpZCI6InNpZy0yMDI2In0⟧ has ⟦kid sig-2026⟧ ⟦not in JWKS⟧
base64: ⟦X-Correlation-Context⟧: ⟦eyJ0ZW5hbnQiOiJhY21lIn0=⟧ (⟦tenant acme⟧) rejected: ⟦header too large⟧
base64: image ⟦data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk⟧ ⟦truncated at 64 bytes⟧
escaped: path ⟦C:\\Users\\svc\\AppData\\Roaming\\acme\\tokens.db⟧ ⟦is locked by another process⟧
escaped: ⟦regex error⟧ in ⟦"^(?P<key>[A-Za-z0-9_]+)=(?P<value>.*)$"⟧ at position ⟦7⟧
hex: TLS alert ⟦0x28 handshake_failure⟧; client random ⟦«h64»⟧ (public, sent in clear)
sshkey: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ci⟧ ⟦is not in authorized_keys for git⟧
pgp: ⟦gpg: Signature made Fri 04 Dec 2026 12:00:00 UTC⟧ using ⟦EDDSA key «H40»⟧ ⟦BAD signature from "Release Bot"⟧
x509: certificate serial ⟦«H32»⟧ SHA-256 fingerprint ⟦«H64»⟧ ⟦has expired 2026-12-01⟧
"""
