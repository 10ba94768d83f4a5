"""Innocent set 15: set 15's languages and forms, its vendors' public ids, and public data in its
encodings.

Secrets set 15's tenses, voices, cases and word orders used about policies, lockouts, expiry
dates, counts and names (never a value): "the password was changed on", "the key was
revoked at", "the token that expired", verb-final Hindi and Korean, Russian instrumental,
Indonesian ``-nya``. Public ids a model needs from set 15's vendors (Xbox title ids, PSN
trophy ids, GOV.UK Notify template ids, Aadhaar reference numbers, GST IRNs, ONDC
transaction ids, ZATCA invoice hashes, The Things Stack device EUIs, PagerDuty incident ids,
Sendbird channel URLs, Oracle OCIDs...) and keys that are public by design (a WireGuard
public key, an age recipient, an OpenSSH public key, an ONDC signing public key). And set 15's
encodings on public data (LDIF ``::`` of a display name, RFC 2047 subjects, ``xxd`` of a
file header, percent-encoded searches, ``data:`` images, ANSI-coloured ids, ``hex(2):``
paths, Elasticsearch ids).
"""

from __future__ import annotations

__all__ = ["ENCODED", "I18N", "PUBLIC_KEYS", "VENDOR_IDS"]

I18N = r"""
The Grafana admin password was ⟦last changed on 2026-11-02⟧ by ⟦j.okafor⟧; ⟦policy requires rotation every 90 days⟧.
the token that I pasted yesterday ⟦expired at 18:00 UTC⟧, ticket ⟦OPS-«d4»⟧
已经把数据库密码的⟦最小长度改成 14 位⟧了，⟦下次登录时生效⟧
您的密碼⟦已於 2026-12-01 重設⟧，⟦連續錯誤 5 次將鎖定帳號 30 分鐘⟧
APIキーを使用したリクエストが⟦上限（1 分あたり 600 回）⟧を超えました（キー ID: ⟦key_«l12»⟧）
ご登録のパスワードの⟦有効期限は 2027 年 1 月 31 日⟧です。
관리자 비밀번호를 ⟦5회 잘못 입력⟧하여 계정이 ⟦30분간 잠겼습니다⟧.
발급받은 인증키가 ⟦2026-12-31⟧에 만료됩니다 (키 이름: ⟦prod-billing⟧).
Не удалось авторизоваться ключом ⟦«l8»…⟧ (показаны первые 8 символов): ⟦ключ отозван 03.12.2026⟧
Пароль від адмінки ⟦змінено 2 грудня⟧, ⟦новий надіслано в 1Password⟧
das alte Passwort war ⟦seit 412 Tagen⟧ nicht geändert worden (Konto ⟦svc-backup⟧)
Ungültiger API-Schlüssel für Mandant ⟦4411⟧: ⟦Schlüssel «U8» wurde am 01.12. widerrufen⟧
le mot de passe était ⟦expiré depuis 3 jours⟧ (compte ⟦compta-paie⟧)
La clé d'API ⟦“facturation-prod”⟧ a été révoquée par ⟦l'administrateur⟧ le ⟦02/12/2026⟧.
La contraseña era ⟦demasiado corta (mínimo 12 caracteres)⟧
El token de acceso ⟦caducó hace 2 horas⟧; ⟦vuelve a iniciar sesión⟧ (sesión ⟦«uuid»⟧)
a senha antiga era ⟦igual a uma das últimas 5⟧, escolha outra
la password di root era ⟦scaduta il 30/11⟧, ⟦reset eseguito da m.rossi⟧
تم رفض العملية: ⟦الرقم السري للبطاقة غير صحيح 3 مرات⟧، ⟦تم إيقاف البطاقة المنتهية بـ 4821⟧
सर्वर का पासवर्ड ⟦90 दिन में बदलना⟧ है, ⟦अगली तारीख 15 जनवरी⟧ है
bhai prod db ka pass ⟦vault mein secret/prod/db⟧ pe hai, change ⟦Friday ko⟧ hoga
সার্ভারের নতুন পাসওয়ার্ড হলো ⟦কমপক্ষে ১৬ অক্ষরের⟧
Đã đổi mật khẩu ⟦lúc 09:14 ngày 04/12⟧ cho tài khoản ⟦kt-ketoan⟧
password-nya ⟦sudah kedaluwarsa⟧ ya, ⟦reset lewat portal HR⟧
Katalaluan sementara anda ⟦tamat tempoh dalam 24 jam⟧.
nowe hasło ⟦musi mieć co najmniej 12 znaków⟧ i ⟦nie może zawierać loginu⟧
heslo k databázi ⟦vyprší za 7 dní⟧ (⟦účet app_ro⟧)
Ofisin Wi-Fi şifremiz ⟦her ayın 1'inde⟧ değişiyor, ⟦yenisi panoda⟧
رمز ورود شما ⟦۳ بار اشتباه⟧ وارد شد؛ ⟦حساب تا ۱۵ دقیقه قفل است⟧
Nywila yako ⟦itaisha muda tarehe 31/12/2026⟧.
รหัส wifi ห้องประชุม ⟦เปลี่ยนทุกวันจันทร์⟧
הסיסמא לשרת ⟦פגה ב-1 בינואר⟧ (משתמש ⟦deploy⟧)
API 키 ⟦prod-billing⟧은 ⟦읽기 전용⟧으로 발급되었습니다 (만료 ⟦2027-06-30⟧).
密钥 ⟦kms-key-«l8»⟧ 已于 ⟦2026-12-03 10:00⟧ 轮换，旧版本 ⟦v12⟧ 将在 ⟦7 天后⟧ 删除
トークンの⟦有効期限が切れました⟧（発行日時 ⟦2026-12-04 09:00 JST⟧）。⟦再ログインしてください⟧。
Токен доступа ⟦истёк 04.12.2026 в 18:00⟧, ⟦обновите сессию⟧
El código de verificación ⟦se envió al número terminado en 42⟧ y ⟦caduca en 10 minutos⟧
het wachtwoord was ⟦12 maanden oud⟧; ⟦MFA staat nu verplicht aan⟧
"""

VENDOR_IDS = r"""
xbox: ⟦XboxLiveError 0x8015DC09⟧ for title ⟦«d10»⟧ (xuid ⟦«d16»⟧, correlation ⟦«uuid»⟧)
psn: trophy ⟦NPWR«d5»_00⟧ ⟦not found for title CUSA«d5»_00⟧
nintendo: ⟦NSO error 2-618-0006⟧ (session ⟦«h16»⟧)
minecraft: profile ⟦«h32»⟧ ⟦name change not allowed for 30 days⟧
tebex: payment ⟦tbx-«l10»-«l6»⟧ ⟦chargeback opened⟧ (package ⟦«d7»⟧)
govuk-notify: template ⟦«uuid»⟧ version ⟦7⟧ ⟦personalisation missing: reference⟧
govuk-pay: payment ⟦«l26»⟧ ⟦status failed, code P0010⟧
aadhaar: auth txn ⟦UKC:«d10»⟧ ⟦error 300: biometric data did not match⟧ (ref ⟦«h32»⟧)
gst-einvoice: IRN ⟦«h64»⟧ ⟦duplicate IRN (2150)⟧ for GSTIN ⟦29AAACB1234C1Z5⟧
ondc: transaction ⟦«uuid»⟧ message ⟦«uuid»⟧ ⟦NACK 30016 invalid signature header format⟧
zatca: invoice hash ⟦«b64_43»=⟧ ⟦rejected: BR-KSA-27 missing buyer VAT⟧ (UUID ⟦«uuid»⟧)
afip: CAE ⟦«d14»⟧ ⟦vencido⟧ para comprobante ⟦0001-«d8»⟧
sunat: ticket ⟦«d15»⟧ ⟦código 0109: el sistema no puede responder su solicitud⟧
data.go.kr: ⟦resultCode 03 NODATA_ERROR⟧ for base_date ⟦20261204⟧ nx ⟦60⟧ ny ⟦127⟧
telstra: messageId ⟦«uuid»⟧ ⟦status DELIVERY_FAILED⟧ (to ⟦+61400000000⟧)
verizon: ThingSpace device ⟦IMEI «d15»⟧ ⟦state change pending⟧ request ⟦«uuid»⟧
tmap: 경로 요청 ⟦tr_«h16»⟧ ⟦출발지와 도착지가 너무 가깝습니다⟧
globe-labs: outbound ⟦«h32»⟧ ⟦insufficient balance⟧ (shortcode ⟦2158«d4»⟧)
exotel: Call ⟦«h32»⟧ ⟦status no-answer⟧ (from ⟦0«d10»⟧)
things-stack: end device ⟦eui-«h16»⟧ ⟦uplink dropped: MIC mismatch⟧ (DevAddr ⟦«H8»⟧)
thingsboard: device ⟦«uuid»⟧ ⟦inactive for 48 h⟧ (profile ⟦default⟧)
hue: light ⟦«uuid»⟧ ⟦unreachable⟧ on bridge ⟦«H16»⟧
pagerduty: incident ⟦Q«U13»⟧ ⟦escalated to level 2⟧ (service ⟦P«U6»⟧, dedup_key ⟦«h32»⟧)
sendbird: channel ⟦sendbird_group_channel_«d9»_«h40»⟧ ⟦frozen⟧
oci: bucket ⟦ocid1.bucket.oc1.eu-frankfurt-1.«l60»⟧ ⟦BucketNotEmpty⟧
qiniu: upload ⟦hash «A28»⟧ ⟦file exists (614)⟧ key ⟦images/2026/12/04.png⟧
"""

PUBLIC_KEYS = r"""
wg-quick: ⟦[#] ip link add wg0 type wireguard⟧\n[Peer]\nPublicKey = ⟦«b64_43»=⟧\nEndpoint = ⟦203.0.113.9:51820⟧\n⟦RTNETLINK answers: File exists⟧
sops: ⟦no matching creation rules found⟧ for recipient ⟦age1«l58»⟧
authorized_keys line 3: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» ops@laptop⟧ ⟦key type not allowed by policy⟧
ondc registry: subscriber ⟦buyer.acme.in⟧ signing_public_key ⟦«b64_43»=⟧ ⟦valid_until 2027-12-04⟧
cosign: ⟦no matching signatures⟧ for public key ⟦-----BEGIN PUBLIC KEY-----⟧ (fingerprint ⟦SHA256:«b64_43»⟧)
gpg: ⟦key «H16»: public key "Release Signing <release@acme.io>" imported⟧
"""

ENCODED = r"""
# uid=h.nguyen (Nguyễn Hạnh), people, acme.lan\n⟦displayName:: Tmd1eeG7hW4gSOG6oW5o⟧\n⟦result: 0 Success⟧
550 5.7.1 ⟦Message rejected as spam⟧\nSubject: ⟦=?UTF-8?B?UGFzc3dvcnQgbMOkdWZ0IGJhbGQgYWI=?=⟧
00000000: ⟦8950 4e47 0d0a 1a0a⟧ 0000 000d 4948 4452  .PNG........IHDR (⟦not a ZIP archive⟧)
⟦429⟧ for https://search.acme.io/search?q=⟦password%20policy%20site%3Adocs.acme.io⟧
⟦Image too large⟧: data:image/png;base64,⟦iVBORw0KGgoAAAANSUhEUgAA⟧... (⟦812 KB > 512 KB⟧)
{"log":"\u001b[1;31merror\u001b[0m: image \u001b[33m⟦registry.acme.io/api:2.4.1⟧\u001b[0m ⟦manifest unknown⟧"}
"InstallPath"=hex(2):⟦43,00,3a,00,5c,00⟧... (⟦C:\ in UTF-16LE⟧)
elastic: ⟦index_not_found_exception⟧ ⟦no such index [logs-2026.12.04]⟧ (_id ⟦«A20»⟧)
⟦redirect_uri_mismatch⟧: redirect_uri=⟦https%3A%2F%2Fapp.acme.io%2Fcb⟧&client_id=⟦web⟧
"""
