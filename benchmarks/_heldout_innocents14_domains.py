"""Innocent set 14: ids from domains earlier innocent sets did not draw on, and credential-named
things that are not credentials.

App stores and mobile crash reporting, ad tech, e-signature, localization (translation keys),
search engines and CMSs, maps and places, photography, robotics, space and satellites, game
development, chat platforms, calendars and contacts, e-commerce catalogues, marketing, HR and
recruiting, fonts and design tools, software licensing, accessibility audits, identity
directories (password policy attributes, last-set times, flags), and files, settings, flags,
masked values and hashes named after passwords, keys and tokens. None holds a secret; each
marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS"]

DOMAINS = r"""
appstore: build ⟦2.3.1 («d4»)⟧ ⟦ITMS-90683: Missing purpose string in Info.plist⟧ (app ⟦«d10»⟧, delivery ⟦«uuid»⟧)
playconsole: ⟦APK signature scheme v2 required⟧ for version code ⟦«d6»⟧ (upload key fingerprint ⟦SHA-256 «H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧)
crashlytics: crash ⟦«h32»⟧ in ⟦KeychainStore.read(_:)⟧ dSYM ⟦«uuid»⟧ ⟦missing⟧
adtech: OpenRTB bid ⟦«uuid»⟧ for imp ⟦1⟧ ⟦rejected: creative «d9» blocked by adomain filter⟧
adtech: GAM line item ⟦«d10»⟧ creative ⟦«d12»⟧ ⟦paused: missing VAST media file⟧
esign: envelope ⟦«uuid»⟧ ⟦status voided⟧ recipient ⟦2⟧ ⟦authentication failed (access code not entered)⟧
l10n: translation key ⟦checkout.payment.secret_key_label⟧ ⟦missing in locale pt-BR⟧ (project ⟦«d6»⟧)
l10n: key ⟦auth.password.reset.subject⟧ ⟦plural form 'few' missing for pl⟧
search: objectID ⟦«l24»⟧ ⟦record too big (12.3 KB > 10 KB)⟧ index ⟦products_eu⟧
cms: entry ⟦«A22»⟧ ⟦validation failed: field 'apiKeyHelpText' exceeds 256 chars⟧ (space ⟦«l12»⟧)
maps: place_id ⟦ChIJ«A23»⟧ ⟦ZERO_RESULTS for details⟧ (session ⟦«uuid»⟧)
maps: geohash ⟦u33d«l5»⟧ ⟦outside service area⟧ (H3 cell ⟦8«h14»⟧)
photo: EXIF ImageUniqueID ⟦«h32»⟧ ⟦duplicate upload⟧ (camera serial ⟦«d12»⟧)
robotics: ⟦[ERROR] [«d10».«d6»] [nav2]: Failed to make progress⟧ topic ⟦/robot_«d2»/cmd_vel⟧
space: NORAD ⟦«d5»⟧ TLE ⟦1 «d5»U 24001A   26338.50000000  .00001234  00000-0  12345-4 0  9993⟧ ⟦epoch too old⟧
space: ⟦CCSDS packet APID 0x1A3 sequence gap⟧ from ⟦«d5»⟧ to ⟦«d5»⟧
gamedev: ⟦The referenced script on this Behaviour is missing!⟧ asset guid ⟦«h32»⟧ in ⟦Assets/Prefabs/Vault.prefab⟧
gamedev: Unreal ⟦LogPakFile: Error: Pak chunk signature verification failed⟧ chunk ⟦«d2»⟧ (pak ⟦pakchunk«d2»-Windows.pak⟧)
chat: Slack channel ⟦C«U10»⟧ ⟦not_in_channel⟧ (team ⟦T«U10»⟧, message ts ⟦«d10».«d6»⟧)
chat: Discord ⟦Missing Access (50001)⟧ guild ⟦«d18»⟧ channel ⟦«d18»⟧
chat: Telegram ⟦Bad Request: chat not found⟧ chat_id ⟦-100«d10»⟧
calendar: VEVENT UID ⟦«uuid»@acme.io⟧ ⟦RRULE UNTIL must be UTC⟧ (calendar ⟦ops-oncall⟧)
contacts: vCard UID ⟦urn:uuid:«uuid»⟧ ⟦duplicate in address book⟧
ecommerce: GTIN ⟦«d13»⟧ ⟦check digit invalid⟧ (SKU ⟦ACME-KEYCHAIN-«d3»⟧)
ecommerce: variant ⟦«d14»⟧ ⟦inventory_item not tracked⟧ at location ⟦«d11»⟧
marketing: campaign ⟦«h10»⟧ ⟦send blocked: 412 recipients unverified⟧ (list ⟦«h10»⟧)
marketing: UTM ⟦utm_campaign=password-manager-launch⟧ ⟦not found in attribution table⟧
hr: requisition ⟦REQ-«d6»⟧ candidate ⟦«d9»⟧ ⟦background check pending⟧
payroll-export: employee ⟦E«d6»⟧ ⟦tax code 1257L invalid for 2026/27⟧
fonts: ⟦OTS parsing error: invalid sfntVersion⟧ for ⟦/fonts/Inter-«h8».woff2⟧
design: Figma file key ⟦«A22»⟧ ⟦404 File not found⟧ (node ⟦«d4»:«d5»⟧)
licensing: license ⟦LIC-«U4»-«U4»-«U4»⟧ ⟦seat limit reached (25/25)⟧ (customer ⟦«d7»⟧)
a11y: ⟦WCAG 1.3.5: input autocomplete="current-password" missing⟧ on ⟦#login-form input[name=pw]⟧
directory: user ⟦CN=svc_backup,OU=Service,DC=acme,DC=io⟧ pwdLastSet ⟦«d18»⟧ ⟦userAccountControl 66048 (DONT_EXPIRE_PASSWORD)⟧
directory: ⟦msDS-ResultantPSO: CN=PSO-Admins⟧ ⟦minPwdLength 16⟧ ⟦lockoutThreshold 5⟧
idp: ⟦SAML Response signature invalid⟧ InResponseTo ⟦_«h40»⟧ (certificate serial ⟦«h32»⟧)
idp: ⟦AADSTS50126: Error validating credentials due to invalid username or password⟧ Trace ID ⟦«uuid»⟧ Correlation ID ⟦«uuid»⟧
"""

FLAGS = r"""
flags: ⟦PasswordAuthentication no⟧ and ⟦PubkeyAuthentication yes⟧ in ⟦/etc/ssh/sshd_config.d/50-cloud.conf⟧ ⟦line 3⟧
flags: ⟦token_endpoint_auth_method: client_secret_basic⟧ ⟦not allowed for public client mobile-app⟧
flags: user ⟦ana⟧ ⟦has_password: false⟧ ⟦passkeys: 2⟧ ⟦mfa: totp⟧
flags: ⟦PasswordNeverExpires : True⟧ for ⟦svc_sql⟧ ⟦(policy violation SEC-12)⟧
flags: ⟦password_required=true⟧ ⟦but no password_file given⟧ for ⟦listener «l6»⟧
flags: ⟦MYSQL_ALLOW_EMPTY_PASSWORD is set⟧ ⟦refusing to start in production⟧
masked: card ⟦•••• «d4»⟧ ⟦expired 11/26⟧ (customer ⟦cus_«A14»⟧)
masked: API key ⟦sk-...«A4»⟧ ⟦was revoked on 2026-12-01⟧ by ⟦admin@acme.io⟧
masked: password=******** ⟦length 12⟧ ⟦matches policy⟧ (user ⟦«l8»⟧)
masked: ⟦AKIA****************«U4»⟧ ⟦last used 2026-11-02 in eu-west-1⟧
files: ⟦/etc/ssl/private/api.acme.io.key⟧ ⟦permissions 0644 are too open⟧
files: ⟦secrets.enc.yaml⟧ ⟦sops metadata not found⟧ (kms ⟦arn:aws:kms:eu-west-1:«d12»:key/«uuid»⟧)
files: ⟦token-cache.json⟧ ⟦is locked by pid «d5»⟧
files: ⟦~/.config/gh/hosts.yml⟧ ⟦not found; run gh auth login⟧
files: ⟦id_ed25519.pub⟧ ⟦is a public key; expected a private key⟧
hashes: ⟦bcrypt cost 10 below minimum 12⟧ for ⟦user «d6»⟧ (hash prefix ⟦$2b$10$⟧)
hashes: ⟦password_history: 5 entries⟧ ⟦new password matches entry 3⟧ ⟦reused⟧
hashes: ⟦known_hosts hashed entry |1|«b64_28»=|«b64_28»=⟧ ⟦does not match⟧
hashes: ⟦HIBP range query 5BAA6⟧ returned ⟦512 suffixes⟧ ⟦password found 3 times⟧
settings: ⟦secret_ref: vault://kv/payments#stripe_key⟧ ⟦could not be resolved⟧ (env ⟦staging⟧)
settings: ⟦key_id: «uuid»⟧ ⟦not found in keyring⟧ (alg ⟦AES-256-GCM⟧)
settings: ⟦auth_token_ttl: 15m⟧ ⟦must be ≤ refresh_token_ttl (10m)⟧
settings: ⟦SECRET_KEY_BASE is shorter than 64 characters⟧ ⟦(Rails production)⟧
settings: ⟦encryption_key_version=7⟧ ⟦rotation due 2026-12-15⟧
"""
