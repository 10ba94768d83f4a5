"""Innocent set 12: set 12's languages on policies and names, its vendors' public ids, and
public data in its encodings.

Credential words of secrets set 12's languages and forms in messages about rules, lengths,
expiry dates, names of keys and files (never a value); public ids a model needs from set 12's
vendors (Zoho record ids, Odoo model names, Harbor digests, Sonarr series ids, TrueNAS pool
ids, Wazuh agent ids, Jamf computer ids, AfterShip tracking numbers...); and public data in set
12's encodings (percent-encoded search queries, ``\\u`` escapes of plain words, ``xxd`` of a
file header, base64url of a public JSON header, a ``data:`` image, CSV quoting of a product
name, PowerShell with ``-Credential (Get-Credential)``, a fullwidth product code).
"""

from __future__ import annotations

__all__ = ["ENCODED", "I18N", "VENDOR_IDS"]

I18N = r"""
pl: Hasło musi mieć co najmniej ⟦12⟧ znaków i zawierać ⟦cyfrę⟧ (reguła ⟦PWD-POLICY-3⟧)
pl: Token dostępu wygaśnie ⟦2026-12-31⟧ o ⟦23:59 UTC⟧; odnów go w ⟦Ustawienia → Integracje⟧
cs: Platnost přístupového klíče ⟦AKID-«U12»⟧ vyprší za ⟦7⟧ dní
cs: Heslo bylo změněno ⟦04.12.2026⟧ uživatelem ⟦jnovak⟧
uk: Пароль має містити щонайменше ⟦10⟧ символів; ⟦спроба 3 з 5⟧
uk: Секретний ключ ⟦signing-key-2026⟧ буде ротовано ⟦01.01.2027⟧
hi: पासवर्ड कम से कम ⟦8⟧ अक्षरों का होना चाहिए। ⟦त्रुटि कोड E1021⟧
hi: एपीआई कुंजी ⟦prod-ingest⟧ को ⟦3⟧ दिन पहले बनाया गया था।
sw: Nenosiri lako litaisha muda tarehe ⟦15/01/2027⟧; ombi nambari ⟦REQ-«d8»⟧
sw: Ufunguo wa API ⟦billing-ro⟧ umezimwa na msimamizi ⟦amina.k⟧
th: รหัสผ่านต้องมีอย่างน้อย ⟦12⟧ ตัวอักษร (นโยบาย ⟦TH-SEC-04⟧)
th: คีย์ลับ ⟦webhook-signing⟧ จะหมดอายุวันที่ ⟦31/12/2569⟧
tr: Şifreniz ⟦90⟧ gün sonra sona erecek; kullanıcı ⟦ayilmaz⟧
tr: Erişim anahtarı ⟦ci-deploy⟧ için izin ⟦repo:write⟧ eksik
he: הסיסמה חייבת לכלול לפחות ⟦10⟧ תווים (קוד ⟦PW-422⟧)
he: אסימון הגישה של ⟦ci-bot⟧ יפוג בתאריך ⟦2027-01-31⟧
ro: Parola trebuie schimbată la fiecare ⟦60⟧ de zile (politica ⟦RO-IT-7⟧)
hu: A jelszó legalább ⟦12⟧ karakter legyen; ⟦3⟧ próbálkozás maradt
el: Ο κωδικός πρόσβασης λήγει στις ⟦2027-02-01⟧ (χρήστης ⟦gpapadopoulos⟧)
fi: Salasanan on oltava vähintään ⟦14⟧ merkkiä pitkä (⟦virhe 4031⟧)
nl: Het wachtwoord voor ⟦svc-backup⟧ is ⟦42⟧ dagen oud
da: Adgangsnøglen ⟦prod-read⟧ blev oprettet ⟦2026-11-02⟧
nb: Passordet ditt ble sist endret ⟦3. desember 2026⟧
ms: Kata laluan anda akan tamat tempoh dalam ⟦5⟧ hari (ID ⟦MY-«d6»⟧)
it: La chiave segreta ⟦payments-hmac⟧ è stata ruotata il ⟦02/12/2026⟧
pt: A senha de app ⟦Thunderbird⟧ foi criada em ⟦2026-10-10⟧ e usada pela última vez em ⟦2026-12-03⟧
es: La contraseña de aplicación ⟦"Correo Móvil"⟧ fue revocada por ⟦inactividad⟧
fr: Le jeton d'accès ⟦ci-release⟧ expire dans ⟦7 jours⟧
de: Der Zugangsschlüssel ⟦tenant-eu-2⟧ hat die Berechtigung ⟦billing:read⟧
ru: Токен доступа ⟦deploy-bot⟧ создан ⟦01.12.2026⟧, срок действия ⟦90 дней⟧
ig: Okwuntughe gị ga-agwụ n'ụbọchị ⟦20/01/2027⟧
gd: Feumaidh am facal-faire ⟦12⟧ caractar a bhith ann
tk: Açar sözi azyndan ⟦10⟧ nyşandan ybarat bolmaly
bs: Šifra mora imati najmanje ⟦12⟧ znakova (⟦pokušaj 2/5⟧)
ckb: وشەی نهێنی دەبێت لانیکەم ⟦8⟧ پیت بێت
dv: ޕާސްވޯޑް ⟦12⟧ އަކުރު
"""

VENDOR_IDS = r"""
zoho: ZohoCRM record ⟦«d19»⟧ in module ⟦Deals⟧: ⟦MANDATORY_NOT_FOUND⟧ field ⟦Closing_Date⟧
frappe: frappe.exceptions.LinkValidationError: Could not find ⟦Customer: CUST-2026-«d5»⟧
odoo: odoo.exceptions.AccessError: ⟦You are not allowed to access 'Journal Entry' (account.move) records.⟧ (uid ⟦7⟧)
harbor: artifact ⟦library/app@sha256:«h64»⟧ blocked: ⟦vulnerability severity Critical⟧
vaultwarden: [vaultwarden::api::identity][ERROR] ⟦Username or password is incorrect. Try again.⟧ IP: ⟦10.0.3.7⟧. Username: ⟦ops@acme.io⟧.
sonarr: series ⟦«d5»⟧ (tvdb ⟦«d6»⟧) episode ⟦S03E07⟧: ⟦No files found are eligible for import⟧
radarr: ⟦Couldn't import movie /downloads/«h8»⟧: ⟦Not an upgrade for existing movie file⟧
truenas: pool ⟦tank⟧ (guid ⟦«d19»⟧) is ⟦DEGRADED⟧: ⟦One or more devices has been removed⟧
pfsense: ⟦/rc.filter_configure_sync: There were error(s) loading the rules⟧: ⟦line 42: cannot define table bogonsv6⟧
opnsense: ⟦configd: action firmware.status failed⟧ (uuid ⟦«uuid»⟧)
synology: ⟦SYNO.FileStation.Upload error 1805⟧ (⟦file name too long⟧) for ⟦/volume1/photos/«h12».jpg⟧
ceph: ⟦HEALTH_WARN 1 pool(s) have no replicas configured⟧; pg ⟦2.1f⟧ is ⟦active+undersized⟧
wazuh: agent ⟦007⟧ (⟦web-01⟧) ⟦disconnected⟧; rule ⟦5710⟧ level ⟦5⟧ ⟦sshd: Attempt to login using a non-existent user⟧
lacework: alert ⟦«d6»⟧ ⟦New External Server DNS Connection⟧ on host ⟦ip-10-0-3-7⟧
rapid7: asset ⟦«d7»⟧ vulnerability ⟦CVE-2024-3094⟧ (⟦xz-utils backdoor⟧) status ⟦open⟧
huntress: incident ⟦«d6»⟧ on agent ⟦«d7»⟧: ⟦Persistent footholds: scheduled task "UpdaterSvc"⟧
kandji: device ⟦«uuid»⟧ (serial ⟦C02«U9»⟧) failed library item ⟦FileVault⟧
jamf: computer ⟦«d4»⟧ policy ⟦Rotate LAPS password⟧ failed: ⟦The device is not enrolled⟧
intune: device ⟦«uuid»⟧ compliance ⟦noncompliant⟧: setting ⟦PasswordRequired⟧ = ⟦false⟧
unifi: device ⟦«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧ (⟦U6-Pro⟧) adoption ⟦failed⟧: ⟦inform URL unreachable⟧
aftership: tracking ⟦1Z«U16»⟧ (slug ⟦ups⟧) status ⟦Exception⟧: ⟦Address correction required⟧
shipstation: order ⟦«d9»⟧ (⟦SO-«d6»⟧) cannot ship: ⟦Weight is required for USPS⟧
sendcloud: parcel ⟦«d9»⟧ label failed: ⟦house_number is required for carrier postnl⟧
printful: order ⟦@«d8»⟧ ⟦Variant 4012 is discontinued⟧
teachable: course ⟦«d7»⟧ lecture ⟦«d8»⟧: ⟦Video processing failed⟧
qualtrics: survey ⟦SV_«A15»⟧ response ⟦R_«A15»⟧: ⟦Question QID7 not found⟧
typeform: form ⟦«A8»⟧ webhook ⟦orders-sync⟧ failed with ⟦410 Gone⟧
leaseweb: server ⟦«d8»⟧ (⟦DS-«d6»⟧) power cycle ⟦rejected: maintenance window⟧
equinix: device ⟦«uuid»⟧ in metro ⟦am⟧ state ⟦failed⟧: ⟦no capacity for c3.small.x86⟧
bitstamp: order ⟦«d19»⟧ ⟦cancelled⟧: ⟦Insufficient BTC balance⟧ (pair ⟦btceur⟧)
nasdaq: dataset ⟦WIKI/AAPL⟧ ⟦has been discontinued⟧ (code ⟦QECx02⟧)
smarty: address ⟦1600 Amphitheatre Pkwy⟧ ⟦dpv_match_code N⟧ (input id ⟦«d6»⟧)
depot: build ⟦«l10»⟧ in project ⟦«l10»⟧ failed: ⟦no space left on device⟧
coder: workspace ⟦dev-«l6»⟧ build ⟦«uuid»⟧ failed: ⟦terraform apply: exit status 1⟧
"""

ENCODED = r"""
percent: GET ⟦/search?q=password%20reset%20policy&page=2⟧ -> ⟦500 Internal Server Error⟧
percent: redirect loop via ⟦/login?next=%252Fdashboard%253Ftab%253Dkeys⟧ (⟦5⟧ hops)
json: collector: {"event":"⟦\u0070\u0069\u006e\u0067⟧","status":⟦"timeout"⟧}
html: <a href="⟦/docs/keys?lang=en&amp;section=rotation⟧">Key rotation</a> returned ⟦404⟧
xxd: bad magic in ⟦firmware.bin⟧: ⟦7f454c46⟧02010100 (expected ⟦«h8»⟧)
bytea: ERROR:  ⟦invalid hexadecimal digit: "g"⟧ in ⟦\x89504e47«h8»g⟧
base64url: JOSE header ⟦eyJhbGciOiJFUzI1NiJ9⟧ (⟦{"alg":"ES256"}⟧) is missing ⟦kid⟧
datauri: avatar upload rejected: ⟦data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==⟧ is ⟦1x1⟧, minimum ⟦64x64⟧
csv: line ⟦14⟧ of ⟦products.csv⟧: ⟦"Secret Garden ""Deluxe"" Edition"⟧ has ⟦2⟧ columns, expected ⟦5⟧
shell: + rsync -e ⟦'ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes'⟧ src/ ⟦bk@nas:/backups⟧\n⟦rsync error: unexplained error (code 255)⟧
powershell: New-PSSession : ⟦Connecting to remote server web01 failed: WinRM cannot complete the operation⟧ (⟦-Credential (Get-Credential)⟧)
windows: System error ⟦1326⟧ has occurred. ⟦The user name or password is incorrect.⟧ (⟦net use Z: \\fs01\finance /user:ACME\svc_backup⟧)
fullwidth: 製品コード⟦ＡＢＣ－１２３⟧は見つかりません（⟦在庫切れ⟧）
markdown: Deploy failed — [⟦open logs⟧](⟦https://ci.acme.io/logs/8812⟧) · retry with ⟦`/deploy`⟧
jwt: OIDC error: ⟦id_token signature verification failed⟧ (kid ⟦«h16»⟧, alg ⟦RS256⟧, iss ⟦https://login.acme.io⟧)
jwt: ⟦Sec-WebSocket-Protocol: graphql-transport-ws⟧ negotiated, then ⟦4401 Unauthorized⟧
"""
