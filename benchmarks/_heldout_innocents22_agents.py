"""Innocent set 22: coding-agent output, public identifiers beside credential words, set 22's
languages and public ids of set 22's vendors, holding no secret.

``AGENT``: what a coding agent's tools return on a repository with no secret in it, in the
shapes set 22's secrets took (SWE-agent ``open`` windows, OpenHands observations,
``read_file``/``view_file`` results, ``nl -ba``), reading sample configs with empty values,
variable references and placeholders; commands that print a value alone which is not secret
(``printenv NODE_ENV``, ``aws ssm get-parameter`` of a region, ``heroku config:get`` of a
plan name, ``kubectl exec ... printenv`` of a pod name, ``awk -F=`` printing names only);
``diff -c``, ``diff -y``, ``difft``, ``git range-diff`` and conflict markers on ordinary code;
``trufflehog``, ``detect-secrets`` and ``gitleaks`` reporting nothing or only a hash; test
failures of runners set 21 did not use (Vitest, Mocha, PHPUnit, Kotest, ExUnit, Catch2, Swift
XCTest, Dart ``test``); lockfile and manifest lines (``Cargo.lock``, ``Gemfile.lock``,
``uv.lock``, ``package-lock.json``, ``mix.lock``, ``Package.resolved``); file listings,
``git status``, ``du`` and checksums. ``PUBLIC``: ids, hashes and keys that are public by
design beside credential words, in forms set 21 did not use (SRI ``sha384-`` integrity,
TLSA and DS records, IPFS CIDs, Tor onion addresses, Ethereum and Bitcoin addresses,
publishable and search-only client keys, Android signing-certificate fingerprints in
``assetlinks.json``, Apple Team IDs, X.509 serial numbers, Git LFS oids, Nix store hashes,
Rekor UUIDs, DKIM selectors and ``pin-sha256`` pins). ``WORLD``: set 22's languages on
policies, counts and public codes. ``VENDOR_IDS``: public ids of set 22's vendors (site ids,
ticket numbers, run ids, monitor ids, unit ids, order numbers). None holds a secret; each
marks what a model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦[File: /repo/shop/settings/base.py (88 lines total)]⟧\n⟦23:    "POSTMARK_SERVER_TOKEN": os.environ["POSTMARK_SERVER_TOKEN"],⟧ (⟦read from the environment⟧)
agent: ⟦[Read from /workspace/config/app.example.yaml is successful.]⟧\n⟦  url: amqps://worker:${MQ_PASSWORD}@mq.acme.io:5671/prod⟧ (⟦variable reference⟧)
agent: ⟦{"output": "JWT_SECRET=", "metadata": {"path": "services/auth/.env.example", "line": 2}}⟧ (⟦read_file, an empty value⟧)
agent: ⟦File: infra/live/prod/rds/terragrunt.hcl (lines 5-8 of 22)⟧\n⟦8   master_password = dependency.secrets.outputs.db_password⟧
agent: ⟦$ nl -ba .env.example⟧\n⟦     1	CLERK_SECRET_KEY=⟧\n⟦     2	NEXT_PUBLIC_SITE_URL=https://acme.io⟧
agent: ⟦$ printenv NODE_ENV⟧\n⟦production⟧
agent: ⟦$ aws ssm get-parameter --name /shop/prod/region --query Parameter.Value --output text⟧\n⟦eu-west-1⟧
agent: ⟦$ heroku config:get PLAN -a shop-prod⟧\n⟦standard-2x⟧
agent: ⟦$ kubectl exec -n shop deploy/api -- printenv HOSTNAME⟧\n⟦api-7d9c6b5f4-x2kqp⟧
agent: ⟦$ awk -F= '{print $1}' .env⟧\n⟦APP_ENV⟧\n⟦DATABASE_URL⟧\n⟦STRIPE_SECRET_KEY⟧ (⟦names only⟧)
agent: ⟦$ dotenvx get LOG_LEVEL -f .env.production⟧\n⟦info⟧
agent: ⟦*** shop/views.py.orig⟧\n⟦--- shop/views.py⟧\n⟦! PAGE_SIZE = 50⟧\n⟦! PAGE_SIZE = 25⟧ (⟦diff -c⟧)
agent: ⟦$ diff -y -W 70 a.txt b.txt⟧\n⟦retries=3                        | retries=5⟧\n⟦timeout=30                         timeout=30⟧
agent: ⟦src/auth/session.ts --- 1/1 --- TypeScript⟧ ⟦12 const TTL = 3600;      12 const TTL = 1800;⟧ (⟦difft⟧)
agent: ⟦1:  4be1f0c = 1:  9d7e6f5 auth: shorter session TTL⟧ (⟦git range-diff, unchanged⟧)
agent: ⟦<<<<<<< HEAD⟧\n⟦const MAX_ATTEMPTS = 5;⟧\n⟦=======⟧\n⟦const MAX_ATTEMPTS = 3;⟧\n⟦>>>>>>> feature/lockout⟧ (⟦src/auth/login.ts⟧)
agent: ⟦🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷⟧ ⟦finished scanning⟧ ⟦chunks=4412 bytes=18 MB verified_secrets=0 unverified_secrets=0⟧
agent: ⟦"hashed_secret": "«h40»"⟧, ⟦"is_verified": false⟧, ⟦"line_number": 12⟧, ⟦"type": "Secret Keyword"⟧ (⟦.secrets.baseline, a SHA-1 of the value⟧)
agent: ⟦gitleaks: 3 commits scanned⟧ ⟦no leaks found⟧ ⟦(allowlisted: tests/fixtures/fake_keys.py)⟧
agent: ⟦FAIL  src/auth/token.test.ts > refresh > retries after 401⟧ ⟦AssertionError: expected 2 to be 3⟧ (⟦Vitest⟧)
agent: ⟦1) PasswordReset⟧ ⟦sends one email per request:⟧ ⟦AssertionError: expected 2 to equal 1⟧ (⟦Mocha⟧)
agent: ⟦There was 1 failure:⟧ ⟦1) Tests\Auth\ApiKeyTest::testPrefix⟧ ⟦Failed asserting that 'ak_' starts with "sk_".⟧ (⟦PHPUnit⟧)
agent: ⟦io.kotest.assertions.AssertionFailedError: expected:<900> but was:<600>⟧ ⟦TokenTtlSpec⟧ (⟦Kotest⟧)
agent: ⟦1) test hashes passwords with argon2 (Acme.AccountsTest)⟧ ⟦Assertion with == failed⟧ ⟦left: :bcrypt⟧ ⟦right: :argon2⟧ (⟦ExUnit⟧)
agent: ⟦test_keys.cpp:41: FAILED:⟧ ⟦REQUIRE( key.size() == 32 )⟧ ⟦with expansion: 16 == 32⟧ (⟦Catch2⟧)
agent: ⟦XCTAssertEqual failed: ("Optional(401)") is not equal to ("Optional(200)")⟧ ⟦AuthClientTests.testRefresh⟧ (⟦XCTest⟧)
agent: ⟦00:02 +11 -1: SessionStore expires sessions [E]⟧ ⟦Expected: <1800> Actual: <3600>⟧ (⟦dart test⟧)
agent: ⟦name = "ring"⟧ ⟦version = "0.17.8"⟧ ⟦checksum = "«h64»"⟧ (⟦Cargo.lock⟧)
agent: ⟦    jwt (2.9.3)⟧ ⟦      base64⟧ (⟦Gemfile.lock⟧)
agent: ⟦{ name = "cryptography", version = "44.0.0", source = { registry = "https://pypi.org/simple" } }⟧ (⟦uv.lock⟧)
agent: ⟦"node_modules/jose": {"version": "5.9.6", "integrity": "sha512-«b64_86»=="}⟧ (⟦package-lock.json⟧)
agent: ⟦"plug_crypto": {:hex, :plug_crypto, "2.1.0", "«h64»"}⟧ (⟦mix.lock⟧)
agent: ⟦"identity" : "swift-crypto"⟧, ⟦"revision" : "«h40»"⟧, ⟦"version" : "3.9.1"⟧ (⟦Package.resolved⟧)
agent: ⟦$ git status --short⟧\n⟦ M src/auth/keys.ts⟧\n⟦?? secrets/README.md⟧ (⟦2 changes⟧)
agent: ⟦$ ls -la config/credentials/⟧\n⟦-rw-r--r-- 1 dev dev 1204 production.yml.enc⟧\n⟦-rw-r--r-- 1 dev dev   33 .gitignore⟧ (⟦encrypted file, no key present⟧)
agent: ⟦$ find . -name "*.pem"⟧\n⟦./certs/ca-bundle.pem⟧\n⟦./certs/server.pub.pem⟧ (⟦public certificates only⟧)
agent: ⟦$ b2sum dist/shop-cli.tar.gz⟧ ⟦«h64»«h64»  dist/shop-cli.tar.gz⟧
agent: ⟦$ git log --format='%h %G? %GK' -2⟧\n⟦«h7» G «H16»⟧\n⟦«h7» N⟧ (⟦signed, unsigned⟧)
agent: ⟦$ heroku config -a shop-prod --shell | cut -d= -f1⟧\n⟦DATABASE_URL⟧\n⟦REDIS_URL⟧\n⟦SENTRY_DSN⟧ (⟦names only⟧)
agent: ⟦$ chezmoi managed | grep -c .⟧ ⟦48⟧ (⟦files under ~/.local/share/chezmoi⟧)
"""

PUBLIC = r"""
public: ⟦<script src="/app.js" integrity="sha384-«b64_64»">⟧ ⟦integrity check failed⟧ (⟦subresource integrity⟧)
public: ⟦_25._tcp.mail.acme.io. TLSA 3 1 1 «h64»⟧ ⟦does not match the presented certificate⟧
public: ⟦acme.io. DS «d5» 13 2 «H64»⟧ ⟦no matching DNSKEY⟧ (⟦DNSSEC bogus⟧)
public: ⟦ipfs://bafybei«l52»⟧ ⟦not pinned on 2 of 3 gateways⟧ (⟦content id⟧)
public: ⟦onion address «l56».onion⟧ ⟦descriptor not found⟧ (⟦Tor v3, public⟧)
public: ⟦payout address 0x«h40»⟧ ⟦checksum mismatch (EIP-55)⟧ (⟦public address⟧)
public: ⟦bc1q«l38»⟧ ⟦received 0.0041 BTC⟧ (⟦deposit address, public⟧)
public: ⟦Stripe publishable key pk_live_«A24»⟧ ⟦used on the server⟧ (⟦publishable keys are public; use the secret key there⟧)
public: ⟦Algolia search-only API key «h32»⟧ ⟦hit the rate limit (1,000 req/h)⟧ (⟦search-only, shipped to browsers⟧)
public: ⟦Firebase web config apiKey AIza«A35»⟧ ⟦identifies the project; not a secret⟧ (⟦restrict by HTTP referrer⟧)
public: ⟦"sha256_cert_fingerprints": ["«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»"]⟧ ⟦does not match the app signing key⟧ (⟦assetlinks.json⟧)
public: ⟦Apple Team ID «U10»⟧ ⟦not in apple-app-site-association⟧ (⟦universal links off⟧)
public: ⟦certificate serial number «H32»⟧ ⟦revoked 2026-12-01⟧ (⟦reason keyCompromise⟧)
public: ⟦oid sha256:«h64»⟧ ⟦size 48213⟧ (⟦Git LFS pointer for assets/logo.psd⟧)
public: ⟦/nix/store/«l32»-openssl-3.3.2⟧ ⟦not in binary cache⟧ (⟦store path hash⟧)
public: ⟦Rekor entry UUID «h64»⟧ ⟦integrated time 2026-12-04T21:10:02Z⟧ (⟦transparency log⟧)
public: ⟦DKIM selector s2026 for acme.io⟧ ⟦p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_40»⟧ ⟦body hash did not verify⟧ (⟦public key in DNS⟧)
public: ⟦pin-sha256="«b64_43»="⟧ ⟦not in the pinset⟧ (⟦public key pin⟧)
public: ⟦build «U8»-«d4»⟧ ⟦artifact sha1 «h40»⟧ (⟦token step skipped: fork PR⟧)
public: ⟦traceparent 00-«h32»-«h16»-01⟧ ⟦auth span 401⟧ (⟦W3C trace context⟧)
public: ⟦X-Amzn-Trace-Id: Root=1-«h8»-«h24»⟧ ⟦credentials provider timed out⟧
public: ⟦cf-ray «h16»-FRA⟧ ⟦blocked by WAF rule «h32»⟧ (⟦API key header missing⟧)
public: ⟦Idempotency-Key «uuid»⟧ ⟦reused with a different body⟧ (⟦not a credential⟧)
public: ⟦nonce «h32»⟧ in ⟦Content-Security-Policy script-src 'nonce-…'⟧ ⟦does not match the inline script⟧
public: ⟦WebAuthn challenge «A43»⟧ ⟦expired after 300 s⟧ (⟦public, sent to the browser⟧)
public: ⟦SCIM externalId «uuid»⟧ ⟦already mapped to user «d7»⟧ (⟦provisioning token ok⟧)
public: ⟦OIDC sub «d21»⟧ ⟦no linked account⟧ (⟦id token valid⟧)
public: ⟦TOTP enrollment for user «d6» confirmed⟧ ⟦backup codes generated: 10⟧ (⟦codes not shown⟧)
public: ⟦ssh-rsa host key MD5:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»:«h2»⟧ ⟦changed since last connection⟧
public: ⟦X.509 SKI «H40»⟧ ⟦AKI «H40»⟧ ⟦chain incomplete⟧
"""

WORLD = r"""
world: ⟦къайлаха дош: 12 элп⟧ (⟦ce, minimum 12 letters⟧)
world: ⟦щэху псалъэр махуэ 90-м зэ хъуэжын хуейщ⟧ (⟦kbd, change every 90 days⟧)
world: ⟦гусь кыв: 5 пӧрйӧм⟧ (⟦kv, 5 attempts⟧)
world: ⟦пеймыт кыл 2027-03-01 нуналэ быре⟧ (⟦udm, expires 2027-03-01⟧)
world: ⟦салава вал: 3 варчамо кадовсь⟧ (⟦myv, 3 attempts left⟧)
world: ⟦нуувч үг 12 үзгтә⟧ (⟦xal, 12 characters⟧)
world: ⟦чажыт сөс 2026-12-04 хуулуттунган⟧ (⟦tyv, changed on 2026-12-04⟧)
world: ⟦सुलाःगु खँग्वः: १२ आखः⟧ (⟦new, 12 letters in Devanagari digits⟧)
world: ⟦چیری گال: ۱۲ حرف⟧ (⟦bal, 12 letters in Extended Arabic-Indic digits⟧)
world: ⟦ᬓ᭄ᬭᬸᬦ ᬭᬳᬲ᭄ᬬ: ᭑᭒⟧ (⟦ban, 12 in Balinese digits⟧)
world: ⟦𞤦𞤮𞤤𞤮 𞤧𞤵𞤪𞤵𞤣𞤮: 𞥑𞥒⟧ (⟦ff, 12 in Adlam digits⟧)
world: ⟦kato rahasio: 12 huruf⟧ (⟦min, 12 letters⟧)
world: ⟦jasırın sóz 90 kúnde ózgertiliwi kerek⟧ (⟦kaa, every 90 days⟧)
world: ⟦thuguhna: hawrawp 12 tal⟧ (⟦lus, 12 letters⟧)
world: ⟦tuatua muna: 12 reta⟧ (⟦rar, 12 letters⟧)
world: ⟦kupu fufu: 5 e tau lali⟧ (⟦niu, 5 attempts⟧)
world: ⟦muna fakalilolilo: 12 mataimanu⟧ (⟦tvl, 12 letters⟧)
world: ⟦taeka ae raba: 12 te mwakoro⟧ (⟦gil, 12 characters⟧)
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Matomo site 3⟧ ⟦archiving for 2026-12-04 failed after 412 s⟧ (⟦segment visitorType==new⟧)
vendor-ids: ⟦Plausible site shop.acme.io⟧ ⟦goal "Signup" has 0 conversions since 2026-11-28⟧
vendor-ids: ⟦Countly app 5f1e2d3c4b5a69788796a5b4⟧ ⟦crash group «h24»⟧ ⟦412 occurrences⟧
vendor-ids: ⟦Canny post «h24»⟧ ⟦merged into «h24»⟧ (⟦58 votes moved⟧)
vendor-ids: ⟦Zammad ticket #«d5»⟧ ⟦escalated after 4 h⟧ (⟦group 2nd-level⟧)
vendor-ids: ⟦osTicket #«d6»⟧ ⟦overdue (SLA 24 h)⟧
vendor-ids: ⟦LiveChat chat «U10»⟧ ⟦transferred to group 2⟧ (⟦agent offline⟧)
vendor-ids: ⟦Trengo ticket «d8»⟧ ⟦channel WhatsApp⟧ ⟦template rejected by Meta⟧
vendor-ids: ⟦PromptLayer request «d9»⟧ ⟦latency 8.4 s⟧ (⟦model gpt-4o-mini⟧)
vendor-ids: ⟦Lunary run «uuid»⟧ ⟦feedback thumbs down⟧
vendor-ids: ⟦Retell call call_«h32»⟧ ⟦ended: voicemail reached⟧ (⟦duration 41 s⟧)
vendor-ids: ⟦Hyperping monitor mon_«A14»⟧ ⟦down from 2 regions⟧ (⟦HTTP 503⟧)
vendor-ids: ⟦Wialon unit «d8»⟧ ⟦no GPS fix for 3 h⟧ (⟦last position 52.37, 4.89⟧)
vendor-ids: ⟦Lalamove order «d18»⟧ ⟦driver reassigned twice⟧
vendor-ids: ⟦Loyverse receipt 2-«d4»⟧ ⟦refunded 12.50 EUR⟧ (⟦store 3⟧)
vendor-ids: ⟦ScreenshotOne render «uuid»⟧ ⟦timeout after 30 s⟧ (⟦page kept loading⟧)
"""
