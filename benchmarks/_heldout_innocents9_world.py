"""Innocent set 9: credential words in set 9's languages, encodings, prose and public crypto.

None holds a secret. The i18n lines use the words secrets set 9 uses (võti, atslēga, raktas,
ključ, çelës, lykill, eochair, allwedd, გასაღები, բանալի, açar, кілт, ...) in messages that say
a key is missing, expired or too short, next to a value a model needs. The encoding lines hold
public data in the encodings set 9's secrets use (percent-encoded paths, base64 images and
cursors, quoted-printable prose, character references, unicode escapes, UTF-16 file names);
the prose lines use "token", "key", "secret" and "password" for other things; the crypto lines
hold public keys, addresses and hashes (bech32 ``npub`` and ``bc1`` addresses, ``xpub`` keys,
base58 Solana addresses, transaction hashes).
"""

from __future__ import annotations

__all__ = ["CRYPTO_PUBLIC", "ENCODINGS", "I18N", "PROSE"]

I18N = r"""
et: Viga: API võti puudub päises ⟦X-Api-Key⟧ (päring ⟦«uuid»⟧)
et: Salasõna peab olema vähemalt ⟦12⟧ märki pikk ja sisaldama numbrit
lv: Kļūda: API atslēga beidzās ⟦2026-11-30⟧; izveidojiet jaunu sadaļā ⟦Iestatījumi → API⟧
lt: Klaida 401: trūksta prieigos žetono (užklausa ⟦«uuid»⟧, kelias ⟦/v2/orders⟧)
hr: Pogreška: API ključ nije postavljen u varijabli ⟦ACME_API_KEY⟧
sr: Грешка: тајни кључ за апликацију ⟦acme-web⟧ је истекао ⟦04.12.2026⟧
sl: Žeton za dostop je potekel ob ⟦05:40 UTC⟧; prijavite se znova na ⟦https://acme.io/login⟧
sk: Tajný kľúč musí mať aspoň ⟦32⟧ znakov (aktuálne ⟦16⟧)
sq: Çelësi API u rrotullua me sukses; ID e re ⟦key_«A16»⟧
is: API-lykill ⟦«uuid»⟧ var afturkallaður af ⟦admin@acme.is⟧
ga: Tá an eochair API ⟦prod-eu⟧ imithe in éag ar ⟦04/12/2026⟧
cy: Mae'r allwedd API ⟦staging⟧ wedi dod i ben; cynhyrchwch un newydd (ID ⟦«h16»⟧)
eu: Errorea: API gakoa falta da goiburuan ⟦Authorization⟧ (eskaera ⟦«uuid»⟧)
gl: O segredo do cliente caduca en ⟦7⟧ días (aplicación ⟦acme-mobile⟧)
ca: La clau secreta s'ha rotat; versió ⟦v14⟧ activa des de ⟦2026-12-04 05:00⟧
hy: API բանալին չի գտնվել (նախագիծ ⟦acme-shop⟧, հարցում ⟦«uuid»⟧)
ka: API გასაღები ⟦prod-ka⟧ ვადაგასულია ⟦2026-12-01⟧
az: API açarı ⟦Ayarlar → Təhlükəsizlik⟧ bölməsində yaradılmalıdır (sorğu ⟦«h16»⟧)
kk: API кілті жоқ: тақырып ⟦X-Api-Key⟧ бос (сұрау ⟦«uuid»⟧)
tg: Гузарвожа бояд на камтар аз ⟦10⟧ аломат бошад
ps: پټنوم باید لږ تر لږه ⟦12⟧ توري ولري
ug: ئىم ئەڭ ئاز ⟦8⟧ ھەرپ بولۇشى كېرەك (ھېسابات ⟦ops@acme.io⟧)
yo: Àṣìṣe: ọ̀rọ̀ aṣínà gbọ́dọ̀ ní ó kéré tán ⟦12⟧ lẹ́tà
ha: Kalmar sirri ta ƙare a ranar ⟦2026-12-04⟧; canza ta a ⟦https://acme.io/tsaro⟧
fil: Nag-expire ang kontrasenya noong ⟦Disyembre 4, 2026⟧ (user ⟦jdelacruz⟧)
sw: Ufunguo wa API ⟦«uuid»⟧ umefutwa na ⟦admin⟧
"""

ENCODINGS = r"""
percent: 404 Not Found: ⟦/files/Annual%20Report%202026%20%28final%29.pdf⟧ (bucket ⟦acme-docs⟧)
percent: redirect to ⟦https://acme.io/search?q=password%20manager%20comparison&lang=de⟧ failed (loop)
form: POST /contact 422: ⟦name=Lena+Novak&topic=key+rotation+question⟧ (field ⟦email⟧ required)
base64 image: data:image/png;base64,⟦iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk⟧ rejected: image too small (⟦1x1⟧)
base64 cursor: GET /v1/events?cursor=⟦eyJpZCI6MTA0MiwidHMiOiIyMDI2LTEyLTA0In0⟧ -> 400 cursor expired
base64: kubectl: unable to decode caBundle: illegal base64 data at input byte ⟦1024⟧ (webhook ⟦validate.acme.io⟧)
base64 protobuf: grpc-status-details-bin: ⟦CAUSEmZpbGUgbm90IGZvdW5k⟧ (status ⟦NOT_FOUND⟧)
quoted-printable: Subject: =?UTF-8?Q?⟦Caf=C3=A9_key_handover_meeting⟧?= (mail ⟦«uuid»@acme.io⟧ bounced)
quoted-printable: body: ⟦The new office key is at the front desk, Raum 3=2E14=2E⟧ (551 user unknown)
html refs: <title>⟦Passwort vergessen? &ndash; Acme&nbsp;Konto⟧</title> (HTTP 503)
html refs: <p>⟦Tom &amp; Jerry&#39;s key lime pie&#x2122;⟧</p> could not be indexed
unicode escape: JSONDecodeError: Invalid \escape: line 1 column ⟦41⟧ (char ⟦40⟧) in ⟦{"name": "Ren\u00e9e", "city": "K\u00f6ln"}⟧
json escaped path: FileNotFoundError: ⟦C:\\Users\\lena\\AppData\\Roaming\\Acme\\keys\\README.txt⟧
utf-16: reg query ⟦HKCU\Software\Acme\Sync⟧ LastFolder REG_SZ ⟦D:\Exports\2026-12⟧
hex: firmware header magic ⟦0x«H8»⟧ does not match expected ⟦0x7F454C46⟧ (image ⟦acme-v2.3.1.bin⟧)
uuencode: begin 644 ⟦report-2026-12.csv⟧ -- decode error at line ⟦14⟧
ansi: ⟦✖ 3 problems (3 errors, 0 warnings)⟧ in ⟦src/keys/rotate.ts⟧
bidi: خطأ: الملف ⁧⟦report.pdf⟧⁩ غير موجود (الطلب ⟦«uuid»⟧)
fullwidth: エラー：ファイル ⟦ｄａｔａ．ｃｓｖ⟧ が見つかりません（行 ⟦42⟧）
wrap: Error: the deployment ⟦acme-token-service-canary⟧ in namespace ⟦payments⟧ exceeded its progress dea\ndline (⟦600⟧ s)
grouped: shipment tracking number ⟦1Z 999 AA1 01 2345 6784⟧ (carrier ⟦UPS⟧) not found
backup ids: restore points: ⟦rp-2026-12-01⟧, ⟦rp-2026-12-02⟧, ⟦rp-2026-12-03⟧ (latest failed checksum)
otpauth label: authenticator app shows issuer ⟦Acme⟧ account ⟦ops@acme.io⟧ (code rejected: clock skew ⟦+42⟧ s)
csv: import failed at row ⟦7⟧: ⟦"O""Brien","Dublin","2026-12-04"⟧ (expected 4 fields)
sql: ERROR: duplicate key value violates unique constraint "⟦api_keys_pkey⟧" DETAIL: Key (id)=(⟦«d6»⟧) already exists.
"""

PROSE = r"""
llm: This model's maximum context length is ⟦128000⟧ tokens. However, your messages resulted in ⟦131072⟧ tokens.
llm: usage: prompt_tokens=⟦1812⟧ completion_tokens=⟦402⟧ total_tokens=⟦2214⟧ (model ⟦acme-llm-8b⟧)
lexer: SyntaxError: Unexpected token '⟦}⟧' at ⟦src/app.js:12:4⟧
parser: unexpected token ⟦EOF⟧ while parsing object key at ⟦config.json:8⟧
keyboard: Shortcut ⟦Ctrl+Shift+K⟧ is already bound to ⟦Delete Line⟧
music: transposition failed: key ⟦F♯ minor⟧ not supported by part ⟦Viola II⟧
docs: Rotate your API keys every ⟦90⟧ days; never commit them to ⟦git⟧.
docs: The secret management guide moved to ⟦https://docs.acme.io/security/secrets⟧
policy: Password policy violated: minimum length ⟦14⟧, history ⟦24⟧, max age ⟦90⟧ days
policy: Your password expires in ⟦5⟧ days. Change it at ⟦https://id.acme.io/password⟧
support: Ticket ⟦#48213⟧: customer forgot the Wi-Fi password at the ⟦Berlin⟧ office
support: Hardware key ⟦YubiKey 5C NFC⟧ serial ⟦«d8»⟧ registered to ⟦lena@acme.io⟧
game: Achievement unlocked: ⟦Keymaster⟧ (find all ⟦7⟧ secret doors in ⟦Level 3⟧)
game: Puzzle ⟦The Password Is Swordfish⟧ solved in ⟦4:12⟧
crypto lib: ⟦KeyError: 'kid'⟧ JWKS from ⟦https://login.acme.io/.well-known/jwks.json⟧ has no key ⟦«h16»⟧
crypto lib: RSA key size ⟦1024⟧ is below the minimum ⟦2048⟧ (key id ⟦«uuid»⟧)
maps: "key" is a reserved word in ⟦GraphQL⟧ input ⟦ProductFilter⟧ at line ⟦3⟧
dict: KeyError: ⟦'session_token_ttl'⟧ in settings (available: ⟦['session_ttl', 'token_ttl']⟧)
db: column ⟦password_changed_at⟧ cannot be null (table ⟦users⟧, id ⟦«d7»⟧)
ci: job ⟦rotate-secrets⟧ succeeded in ⟦1m 42s⟧ (pipeline ⟦«d8»⟧)
audit: user ⟦lena@acme.io⟧ viewed secret ⟦prod/db⟧ at ⟦2026-12-04T05:44:10Z⟧ (value not logged)
masked: DATABASE_URL=postgres://app:****@⟦db01/app⟧ (masked by the platform, app ⟦acme-web⟧)
masked: token: ghp_****************************⟦a41f⟧ (last 4 shown, scope ⟦repo:status⟧)
masked: password: [REDACTED] user: ⟦ops⟧ host: ⟦db01⟧ port: ⟦5432⟧
"""

CRYPTO_PUBLIC = r"""
nostr: relay ⟦wss://relay.acme.io⟧ rejected note from ⟦npub1«l58»⟧ (rate limited)
bitcoin: insufficient funds for ⟦bc1q«l38»⟧ (needed ⟦0.015 BTC⟧)
bitcoin: watch-only wallet imported ⟦xpub6«A106»⟧ (⟦0 transactions found⟧)
bitcoin: txid ⟦«h64»⟧ not found in mempool
solana: Account ⟦«A44»⟧ not found (cluster ⟦mainnet-beta⟧)
ethereum: execution reverted for ⟦0x«h40»⟧ (tx ⟦0x«h64»⟧, block ⟦«d8»⟧)
cardano: address ⟦addr1q«l98»⟧ has no UTxOs (Blockfrost ⟦404⟧)
ens: name ⟦acme-treasury.eth⟧ resolves to ⟦0x«h40»⟧
pgp: public key block for ⟦release@acme.io⟧ (fingerprint ⟦«H40»⟧) expired ⟦2026-11-30⟧
tls: certificate ⟦*.acme.io⟧ (serial ⟦«h32»⟧) is not yet valid
jwks: key ⟦{"kty":"OKP","crv":"Ed25519","x":"«b64_43»","kid":"«h8»"}⟧ has no use field
age: recipient ⟦age1«l58»⟧ is not a valid X25519 public key (checksum)
wireguard: peer ⟦«b64_43»=⟧ has no endpoint (allowed ips ⟦10.8.0.2/32⟧)
ssh: known_hosts line ⟦12⟧: ⟦git.acme.lan ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧
"""
