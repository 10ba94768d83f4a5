"""Innocent set 81: agent output of password managers and secret CLIs with no secret in it,
public keys, key ids, fingerprints and public identifiers beside credential words, the share's
ways of writing numbers, and public ids of set 81's vendors.

``AGENT``: ``op``, ``bw``, ``pass``, gopass, ``keepassxc-cli``, ``vault``, sops, age,
Doppler, Infisical and Keeper Commander output where every secret is concealed, referenced,
absent, or only named. ``PUBLIC``: public halves and identifiers (age recipients, JWKS ``x``
and ``y``, certificate serials, SSH host keys, key ids, OIDC client ids). ``WORLD``: the
share's languages and numeral systems saying that a PIN, code or password was changed, sent or
expired, without one, with dates, amounts and reference numbers in native digits.
``VENDOR_IDS``: set 81's vendors' public ids (client ids, account numbers, tracking numbers,
licence numbers, merchant ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦$ op item get "Postgres prod" --vault Infra⟧\n⟦password: [use 'op item get «l26» --reveal' to reveal]⟧
agent: ⟦$ op item list --vault Infra⟧\n⟦ID «l26»  TITLE envia  VAULT Infra  EDITED 3 days ago⟧
agent: ⟦op://Infra/envia/credential⟧ ⟦(secret reference, not a secret)⟧
agent: ⟦$ op whoami⟧ ⟦URL: https://acme.1password.com⟧ ⟦User ID: «U26»⟧
agent: ⟦$ op run --env-file=.env.tpl -- ./deploy.sh⟧ ⟦COURIER_API_KEY=<concealed by 1Password>⟧
agent: ⟦$ bw status⟧ ⟦{"serverUrl":"https://vault.bitwarden.eu","status":"locked","userId":"«uuid»"}⟧
agent: ⟦$ bw list items --search nzpost | jq length⟧ ⟦2⟧
agent: ⟦$ bw get item «uuid» | jq .name⟧ ⟦"NZ Post API"⟧
agent: ⟦bw sync⟧ ⟦Syncing complete.⟧ ⟦last sync 2026-12-07T19:20:11.412Z⟧
agent: ⟦$ pass ls couriers⟧\n⟦couriers⟧\n⟦├── bobgo⟧\n⟦├── startrack⟧\n⟦└── yurtici⟧
agent: ⟦$ pass git log --oneline -3⟧ ⟦«h7» Edit password for couriers/startrack using vim.⟧
agent: ⟦$ gopass audit⟧ ⟦Audit finished. 0 of 212 secrets are weak.⟧
agent: ⟦$ gopass recipients⟧ ⟦gopass⟧ ⟦└── 0x«H16» - ops@acme.io⟧
agent: ⟦$ keepassxc-cli ls ~/vaults/brokerage.kdbx Customs⟧ ⟦KlearNow⟧ ⟦iCustoms⟧ ⟦ICEGATE/⟧
agent: ⟦$ keepassxc-cli show ~/vaults/brokerage.kdbx "ICEGATE/DSC token"⟧ ⟦Password: PROTECTED⟧
agent: ⟦keepassxc-cli: entry 'Customs/Dutify' has 1 attachment: api.txt (57 bytes)⟧
agent: ⟦$ vault kv get -mount=kv eid/mattr⟧ ⟦created_time 2026-12-01T10:04:22.551Z⟧ ⟦version 4⟧ ⟦client_id V3kq9sTz2mQ1⟧
agent: ⟦$ vault token lookup⟧ ⟦accessor «A24»⟧ ⟦policies [courier-read default]⟧ ⟦ttl 59m12s⟧
agent: ⟦$ vault kv metadata get kv/couriers/envia⟧ ⟦current_version 7⟧ ⟦max_versions 0⟧
agent: ⟦$ vault lease revoke -prefix database/creds/labels-ro⟧ ⟦All revocation operations queued successfully!⟧
agent: ⟦$ sops --decrypt secrets/prod.enc.yaml⟧ ⟦Failed to get the data key required to decrypt the SOPS file.⟧
agent: ⟦sops: ENC[AES256_GCM,data:…,iv:…,tag:…,type:str]⟧ ⟦(still encrypted)⟧
agent: ⟦$ sops updatekeys secrets/prod.enc.yaml⟧ ⟦+++ age1q9v7w3xk2m8n5c4l0p6r1t7y9u3i5o2a4s6d8f0g1h3j5k7l9z8x7c6⟧
agent: ⟦$ age-keygen -y key.txt⟧ ⟦age1«l58»⟧ (the public recipient)
agent: ⟦age: error: no identity matched any of the recipients⟧
agent: ⟦$ doppler secrets --only-names -p shipping -c prd⟧ ⟦POSTNORD_API_KEY⟧ ⟦POSTNORD_LOCALE⟧ ⟦ENVIA_PRODUCTION_TOKEN⟧
agent: ⟦$ doppler configs⟧ ⟦dev  stg  prd⟧ ⟦prd locked: true⟧
agent: ⟦$ infisical secrets --env=prod --path=/identity⟧ ⟦PROCIVIS_ONE_CLIENT_SECRET  ***  shared⟧
agent: ⟦$ infisical export --env=prod --format=dotenv | wc -l⟧ ⟦14⟧
agent: ⟦My Vault> list⟧ ⟦#  Record UID  «A22»  Type login  Title Parcelforce expressLink⟧
agent: ⟦My Vault> get "Naqel"⟧ ⟦Password: ********⟧ ⟦Login: 9019912⟧
agent: ⟦Keeper: 2FA code sent to +971 •• ••• 8833⟧
agent: ⟦$ rg -n 'client_secret' src/⟧ ⟦src/eid/uaepass.ts:14: clientSecrete: process.env.UAEPASS_CLIENT_SECRET,⟧
agent: ⟦$ git diff -- .env.example⟧ ⟦+ENVIA_PRODUCTION_TOKEN=⟧ ⟦+POSTNORD_API_KEY=changeme⟧
agent: ⟦$ grep -c PASSWORD deploy/env/*.env⟧ ⟦deploy/env/prod.env:0⟧ ⟦deploy/env/stg.env:0⟧
agent: ⟦HTTP 200 GET /v1/sys/health⟧ ⟦{"initialized":true,"sealed":false,"version":"1.18.2"}⟧
agent: ⟦HTTP 401 POST https://oauth.nzpost.co.nz/as/token.oauth2⟧ ⟦{"error":"invalid_client"}⟧
agent: ⟦HTTP 200 GET /.well-known/openid-configuration⟧ ⟦"token_endpoint":"https://stg-id.uaepass.ae/idshub/token"⟧
agent: ⟦$ openssl x509 -noout -serial -in realme-sp.crt⟧ ⟦serial=«H32»⟧
agent: ⟦$ ssh-keygen -lf ~/.ssh/id_ed25519.pub⟧ ⟦256 SHA256:«b64_43» ops@acme (ED25519)⟧
agent: ⟦$ gpg --list-keys ops@acme.io⟧ ⟦pub ed25519 2026-01-04 [SC]⟧ ⟦«H40»⟧
agent: ⟦$ bw generate --length 0⟧ ⟦Error: Length must be greater than 4⟧
agent: ⟦$ pass otp couriers/startrack⟧ ⟦Error: couriers/startrack: no otpauth URI found⟧
agent: ⟦$ vault kv put kv/couriers/bobgo token=@token.txt⟧ ⟦Success! Data written to: kv/data/couriers/bobgo⟧ ⟦version 2⟧
agent: ⟦$ op read op://Infra/envia/credential --no-newline | wc -c⟧ ⟦64⟧
"""

PUBLIC = r"""
public: ⟦age recipient age1«l58»⟧ ⟦(safe to share)⟧
public: ⟦JWKS kid sig-2026⟧ ⟦x: «b64_43»⟧ ⟦y: «b64_43»⟧ ⟦(public EC point)⟧
public: ⟦Corppass client JWKS URL https://rp.acme.sg/.well-known/jwks.json⟧ ⟦keys: 2 (sig, enc)⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ for ⟦bastion.acme.io⟧
public: ⟦PGP fingerprint «H40»⟧ ⟦keyserver keys.openpgp.org⟧
public: ⟦OIDC client_id acme-shop-prod⟧ ⟦(public identifier)⟧ next to ⟦client_secret: <from vault>⟧
public: ⟦UAE PASS client_id sandbox_stage⟧ ⟦redirect_uri https://portal.acme.ae/cb⟧
public: ⟦IACA certificate SHA-256 «h64»⟧ ⟦published in the VICAL⟧
public: ⟦X.509 serial «H32»⟧ ⟦issuer CN=RealMe ITE CA⟧
public: ⟦public key (base64) «b64_43»=⟧ ⟦alg Ed25519⟧
public: ⟦Apple Wallet pass type id pass.ae.acme.mdl⟧ ⟦team id «U10»⟧
public: ⟦key id «h16»⟧ ⟦created 2026-11-30⟧ ⟦state: active⟧
public: ⟦certificate thumbprint «H40»⟧ ⟦store LocalMachine\My⟧
public: ⟦DID did:web:issuer.acme.id⟧ ⟦verificationMethod #key-1⟧
public: ⟦DID did:key:z6Mk«A44»⟧ ⟦(public, self-certifying)⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦(documented as public)⟧
public: ⟦Sentry DSN public key «h32»⟧ ⟦project 4412⟧
public: ⟦tracking pixel id «d15»⟧ ⟦(public in page source)⟧
public: ⟦Bitwarden organization id «uuid»⟧ ⟦(not a secret)⟧
public: ⟦1Password account id «U26»⟧ ⟦sign-in address acme.1password.com⟧
public: ⟦Doppler workplace slug acme-shipping⟧ ⟦project shipping⟧
public: ⟦Infisical project id «h24»⟧ ⟦environment prod⟧
public: ⟦Vault namespace admin/couriers⟧ ⟦mount kv⟧
public: ⟦sops kms arn:aws:kms:me-central-1:«d12»:key/«uuid»⟧
public: ⟦Keeper record UID «A22»⟧ ⟦shared folder «A22»⟧
public: ⟦gpg key id 0x«H16»⟧ ⟦expires 2028-01-04⟧
public: ⟦commit «h40»⟧ ⟦Merge pull request #4412 from acme/token-refresh⟧
public: ⟦file name api_key_rotation_runbook.md⟧ ⟦(a runbook, not a key)⟧
public: ⟦file name password-policy-2026.pdf⟧ ⟦18 pages⟧
public: ⟦request id «uuid»⟧ ⟦trace id «h32»⟧ ⟦span id «h16»⟧
"""

WORLD = r"""
world: ⟦تم تغيير الرقم السري لبطاقتك بنجاح⟧ ⟦١٢:٤٥ م⟧ ⟦٢٠٢٦/١٢/٠٧⟧
world: ⟦رمز یکبار مصرف شما منقضی شد⟧ ⟦درخواست مجدد⟧ ⟦ساعت ۱۹:۳۰⟧
world: ⟦आपका पिन सफलतापूर्वक बदल दिया गया है⟧ ⟦संदर्भ संख्या ४८२१९९⟧
world: ⟦আপনার পাসওয়ার্ড পরিবর্তন করা হয়েছে⟧ ⟦০৭/১২/২০২৬⟧
world: ⟦รหัส OTP หมดอายุแล้ว⟧ ⟦กรุณาขอรหัสใหม่⟧ ⟦(Ref: KQ7T)⟧
world: ⟦លេខកូដរបស់អ្នកបានផុតកំណត់⟧ ⟦ថ្ងៃទី ០៧ ខែធ្នូ⟧
world: ⟦ລະຫັດຂອງທ່ານໝົດອາຍຸແລ້ວ⟧ ⟦໐໗/໑໒/໒໐໒໖⟧
world: ⟦ཁྱེད་ཀྱི་གསང་ཨང་བསྒྱུར་ཟིན།⟧ ⟦༢༠༢༦⟧
world: ⟦Таны нууц үг солигдлоо⟧ ⟦᠒᠐᠒᠖ он⟧
world: ⟦သင်၏ စကားဝှက် ပြောင်းလဲပြီးပါပြီ⟧ ⟦၂၀၂၆⟧
world: ⟦暗証番号を変更しました⟧ ⟦受付番号 ４８２１９９⟧ ⟦２０２６年１２月７日⟧
world: ⟦您的支付密码已修改⟧ ⟦金额 人民币壹仟贰佰元整⟧ (a cheque amount in financial numerals)
world: ⟦提款密碼已重設⟧ ⟦參考編號 «d8»⟧
world: ⟦暗証番号は電話ではお伺いしません⟧ ⟦フリーダイヤル ０１２０－«d3»－«d3»⟧
world: ⟦Chapter XIV, section IX⟧ ⟦(Roman numerals in a title)⟧
world: ⟦Super Bowl LX⟧ ⟦February 2026⟧
world: ⟦your code was sent to the number ending in four-four, double-eight⟧
world: ⟦caller spelled the surname: Kilo Alfa Tango Oscar⟧ ⟦ticket «d6»⟧
world: ⟦Name buchstabiert: Martha Anton Ida Emil Richard⟧ ⟦Kundennummer «d8»⟧
world: ⟦Фамилия по буквам: Иван Василий Анна Николай Ольга Василий⟧
world: ⟦Il cognome: Roma Otranto Savona Savona Imola⟧ ⟦pratica «d6»⟧
world: ⟦call back on oh-two-oh, seven-nine-four-six, one-two-three-four⟧ (a phone number)
world: ⟦order number 4821-9930-1174⟧ ⟦(grouped, not a code)⟧
world: ⟦IBAN AE07 0331 2345 6789 0123 456⟧ ⟦(an account number, printed on invoices)⟧
world: ⟦Votre code d'activation a expiré⟧ ⟦demandez-en un nouveau⟧
world: ⟦Doğrulama kodunuzun süresi doldu⟧ ⟦sipariş no «d9»⟧
world: ⟦Namba yako ya siri imebadilishwa⟧ ⟦tarehe 07/12/2026⟧
world: ⟦Kode OTP tidak pernah diminta oleh petugas kami⟧ ⟦resi «U2»«d10»⟧
world: ⟦Mã OTP đã hết hạn⟧ ⟦mã đơn hàng «d10»⟧
world: ⟦인증번호가 만료되었습니다⟧ ⟦운송장 번호 «d12»⟧
"""

VENDOR_IDS = r"""
vendor: ⟦UAE PASS user uuid «uuid»⟧ ⟦userType SOP3⟧ ⟦idn 784-«d4»-«d7»-«d1»⟧
vendor: ⟦Nafath random number 42⟧ ⟦(shown to the user to match, not secret)⟧ ⟦transId «uuid»⟧
vendor: ⟦SwissID sub «uuid»⟧ ⟦loa QoA2⟧
vendor: ⟦Corppass UEN T26LL0001A⟧ ⟦entity status LIVE⟧
vendor: ⟦MATTR tenant acme-issuer.vii.au01.mattr.global⟧ ⟦credential id «uuid»⟧
vendor: ⟦Affinidi project id «uuid»⟧ ⟦token id «uuid»⟧
vendor: ⟦RealMe FLT «U2»«h30»⟧ ⟦(federated login tag, an opaque id)⟧
vendor: ⟦Diia request id «uuid»⟧ ⟦branch id «h64»⟧ ⟦offer id «h64»⟧
vendor: ⟦Swiss Post franking licence 34065128⟧ ⟦item 98.34.«d6».«d8»⟧
vendor: ⟦PostNord item 84971563697SE⟧ ⟦status DELIVERED⟧
vendor: ⟦NZ Post consignment_id «U8»⟧ ⟦label PDF ready⟧ ⟦client_id add97f31c5e84b2a⟧
vendor: ⟦Blue Dart AWB «d11»⟧ ⟦LoginID BOM04512⟧ ⟦area code BOM⟧
vendor: ⟦StarTrack account 10153892⟧ ⟦consignment «U3»Z«d8»⟧
vendor: ⟦Interparcel quote id «d9»⟧ ⟦service Couriers Please⟧
vendor: ⟦Yurtiçi cargoKey ORDER-88412⟧ ⟦jobId «d9»⟧ ⟦invoiceKey INV-88412⟧
vendor: ⟦envia shipment «d8»⟧ ⟦tracking «d12»⟧ ⟦carrier estafeta⟧
vendor: ⟦Bhutan NDI proof request thid «uuid»⟧ ⟦verifier acme-verifier⟧
vendor: ⟦kdniao EBusinessID 1712345⟧ ⟦LogisticCode «d13»⟧
vendor: ⟦Meest parcel «U2»«d9»UA⟧ ⟦branch «d4»⟧
vendor: ⟦Emirates Post AccountNo 9007412⟧ ⟦booking «d10»⟧
vendor: ⟦HMRC EORI GB123456789000⟧ ⟦MRN 26GB«U14»⟧
vendor: ⟦SingPost tracking «U2»«d9»SG⟧ ⟦status In Transit⟧
vendor: ⟦India Post article «U2»«d9»IN⟧ ⟦booked at Pune GPO⟧
vendor: ⟦Thailand Post EMS «U2»«d9»TH⟧ ⟦status นำจ่ายสำเร็จ⟧
vendor: ⟦Naqel waybill «d9»⟧ ⟦ClientID 9019912⟧
vendor: ⟦Flash Express pno TH«d12»⟧ ⟦mchId AA0412⟧
vendor: ⟦Aras Kargo CustomerCode 2210441⟧ ⟦takip no «d12»⟧
vendor: ⟦Global-e merchant_id 1441⟧ ⟦merchant_guid «uuid»⟧ ⟦(id, the secret is separate)⟧
vendor: ⟦ICEGATE IEC 0512345678⟧ ⟦BE «d7»⟧ ⟦port INMAA1⟧
vendor: ⟦Bob Go order «d8»⟧ ⟦waybill «U4»«d8»⟧
"""
