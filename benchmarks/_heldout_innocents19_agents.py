"""Innocent set 19: coding-agent output and the carriers, languages and vendors of secrets
set 19, holding no secret.

``AGENT``: what a coding agent's tools return on a repository with no secret in it: numbered
file reads of example and template env files (empty or placeholder values), file listings,
search hits, diffs, ``git log`` and ``git blame`` lines, test failures, lockfile lines with
integrity hashes, checksums, Docker image digests, CI step output and exit codes.
``RUNTIMES``: Node, Java, Kotlin, Go, Rust, Ruby and .NET errors with ids, hashes, hosts and
masked values but no secret. ``WORLD``: set 19's languages on policies, counts and public
codes. ``VENDOR_IDS``: public ids of set 19's vendors. None holds a secret; each marks what a
model needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "RUNTIMES", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦     1	DATABASE_URL=⟧\n⟦     2	STRIPE_SECRET_KEY=⟧\n     3	LOG_LEVEL=info — ⟦.env.example: 3 lines, values empty⟧
agent: ⟦     1→API_KEY=<your-api-key>⟧\n     2→REGION=eu-west-1 (⟦README says copy to .env⟧)
agent: ⟦Found 6 files⟧: ⟦src/auth/token.ts⟧, ⟦src/auth/token.test.ts⟧, src/auth/session.ts, ⟦src/secrets/index.ts⟧, docs/auth.md, .env.example
agent: ⟦src/auth/password.ts:42:  if (password.length < MIN_PASSWORD_LENGTH) {⟧ (⟦1 match⟧)
agent: ⟦config/secrets.yml.example:3:  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>⟧
agent: ⟦diff --git a/src/auth/token.ts b/src/auth/token.ts⟧\n⟦index «h7»..«h7» 100644⟧\n⟦-const TOKEN_TTL = 3600;⟧\n⟦+const TOKEN_TTL = 900;⟧
agent: ⟦@@ -12,7 +12,7 @@ export function hashPassword(pw: string)⟧\n⟦-  return bcrypt.hash(pw, 10);⟧\n⟦+  return bcrypt.hash(pw, 12);⟧
agent: ⟦--- a/.env.example⟧\n⟦+++ b/.env.example⟧\n⟦+SENTRY_DSN=⟧ (⟦placeholder added, no value⟧)
agent: ⟦commit «h40»⟧\n⟦Author: dev <dev@acme.io>⟧\n    ⟦chore: rotate webhook secret (value in vault, not in repo)⟧
agent: ⟦^«h7» (dev 2026-12-05 09:00:00 +0000 2) JWT_SECRET=${JWT_SECRET:?required}⟧
agent: ⟦FAIL src/auth/token.test.ts⟧ ⟦● issues a token › expires after 15 minutes⟧ ⟦Expected: 900⟧ ⟦Received: 3600⟧
agent: ⟦FAILED tests/test_secrets.py::test_masks_api_key - AssertionError: assert 'sk-…9f2a' == 'sk-…'⟧ (⟦1 failed, 212 passed in 8.41s⟧)
agent: ⟦--- FAIL: TestPasswordPolicy/too_short (0.00s)⟧ ⟦policy_test.go:31: got nil error, want ErrTooShort⟧
agent: ⟦test result: FAILED. 41 passed; 1 failed⟧ — ⟦token::tests::rejects_expired⟧ ⟦panicked at src/token.rs:88:9⟧
agent: ⟦"node_modules/jsonwebtoken": {⟧ ⟦"version": "9.0.2"⟧, ⟦"integrity": "sha512-«b64_86»=="⟧
agent: ⟦jsonwebtoken@^9.0.0:⟧ ⟦resolved "https://registry.yarnpkg.com/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz#«h40»"⟧
agent: ⟦name = "keyring"⟧ ⟦version = "25.5.0"⟧ ⟦sha256:«h64»⟧ (⟦poetry.lock⟧)
agent: ⟦github.com/golang-jwt/jwt/v5 v5.2.1 h1:«b64_43»=⟧ (⟦go.sum⟧)
agent: ⟦name = "secrecy"⟧ ⟦version = "0.10.3"⟧ ⟦checksum = "«h64»"⟧ (⟦Cargo.lock⟧)
agent: ⟦sha256sum dist/cli-linux-amd64⟧: ⟦«h64»⟧ ⟦matches release notes⟧
agent: ⟦docker pull ghcr.io/acme/api@sha256:«h64»⟧ — ⟦manifest unknown⟧
agent: ⟦$ npm ci⟧ ⟦npm ERR! code EINTEGRITY⟧ ⟦sha512 integrity checksum failed for keytar-7.9.0.tgz⟧
agent: ⟦$ ls -la ~/.ssh⟧\n⟦-rw------- 1 dev dev  411 Dec  5 09:00 id_ed25519⟧\n⟦-rw-r--r-- 1 dev dev   97 Dec  5 09:00 id_ed25519.pub⟧ (⟦contents not read⟧)
agent: ⟦$ cat .npmrc⟧\n⟦//registry.npmjs.org/:_authToken=${NPM_TOKEN}⟧ (⟦variable reference, not a token⟧)
agent: ⟦$ kubectl get secret db-creds -o jsonpath='{.data}' | jq 'keys'⟧\n⟦["password","username"]⟧
agent: ⟦$ gh secret list⟧\n⟦DEPLOY_TOKEN  Updated 2026-11-30⟧\n⟦NPM_TOKEN     Updated 2026-10-02⟧
agent: ⟦$ terraform plan⟧ ⟦~ db_password = (sensitive value)⟧ ⟦Plan: 0 to add, 1 to change, 0 to destroy.⟧
agent: ⟦$ git log --oneline -3⟧\n⟦«h7» fix: token refresh race⟧\n⟦«h7» feat: passkey login⟧\n⟦«h7» chore: bump jose to 5.9.6⟧
agent: ⟦$ pytest -q⟧ ⟦E   KeyError: 'API_KEY'⟧ ⟦tests/conftest.py:14: set API_KEY in the environment⟧
agent: ⟦exit code 137⟧ ⟦(killed: out of memory at 7.8 GiB)⟧ for ⟦npm run build⟧
agent: ⟦tool_result is_error=true⟧: ⟦Permission denied reading /etc/shadow⟧ (⟦sandbox policy⟧)
agent: ⟦{"type": "tool_result", "tool_use_id": "toolu_«A24»", "content": "No matches found for pattern 'password'"}⟧
agent: ⟦$ openssl x509 -noout -fingerprint -sha256 -in cert.pem⟧\n⟦sha256 Fingerprint=«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»:«H2»⟧…
agent: ⟦$ ssh-keygen -lf ~/.ssh/id_ed25519.pub⟧\n⟦256 SHA256:«b64_43» dev@laptop (ED25519)⟧
agent: ⟦patching file src/config.ts⟧\n⟦Hunk #2 FAILED at 40.⟧ ⟦1 out of 2 hunks FAILED -- saving rejects to file src/config.ts.rej⟧
agent: ⟦README.md:88: Never commit real keys; use `.env.local` (git-ignored).⟧
agent: ⟦.gitignore:4:.env*⟧ ⟦.gitignore:5:!.env.example⟧
agent: ⟦pre-commit: detect-secrets....................Passed⟧ ⟦gitleaks....................Passed⟧ (⟦«d3» files scanned⟧)
agent: ⟦trufflehog: 0 verified, 2 unverified results⟧ — ⟦both in tests/fixtures/fake_keys.json (test data)⟧
agent: ⟦Migration «d14»_add_api_keys_table.rb⟧ ⟦add_column :api_keys, :token_digest, :string⟧ ⟦add_index :api_keys, :token_digest, unique: true⟧
agent: ⟦UPDATE users SET password_hash = $1 WHERE id = $2⟧ (⟦params redacted by logger⟧, ⟦rows 1⟧)
agent: ⟦Wrote 2 files⟧: ⟦src/secrets/loader.ts⟧ (⟦+48 lines⟧), ⟦src/secrets/loader.test.ts⟧ (⟦+31 lines⟧)
agent: ⟦coverage: auth/token.py 91%⟧ ⟦missing lines 44-47⟧
agent: ⟦lint: src/auth/hash.ts:7:10 no-unused-vars 'saltRounds' is defined but never used⟧
agent: ⟦build «d6» artifact «h12».tar.gz⟧ ⟦size 41.2 MB⟧ ⟦uploaded to s3://acme-artifacts/builds/⟧
agent: ⟦$ git status --short⟧\n⟦ M src/auth/token.ts⟧\n⟦?? .env.local⟧ (⟦untracked, ignored by .gitignore rule .env*: not committed⟧)
agent: ⟦$ wc -l .env.example⟧ ⟦14 .env.example⟧ — ⟦all values are placeholders like changeme⟧
agent: ⟦     8→  password: ${DB_PASSWORD}⟧ (⟦docker-compose.yml reads it from the environment⟧)
agent: ⟦$ grep -c TOKEN .env.example⟧ ⟦4⟧ — ⟦GITHUB_TOKEN, NPM_TOKEN, SLACK_TOKEN, SENTRY_AUTH_TOKEN (names only)⟧
agent: ⟦pip install: Hashes are required in --require-hashes mode⟧ ⟦requests==2.32.3 missing --hash=sha256:«h64»⟧
agent: ⟦composer.lock: "name": "firebase/php-jwt"⟧, ⟦"reference": "«h40»"⟧
agent: ⟦Gemfile.lock: bcrypt (3.1.20)⟧ ⟦CHECKSUMS bcrypt (3.1.20) sha256=«h64»⟧
agent: ⟦AssertionError: expected status 401, got 200⟧ ⟦test_rejects_missing_api_key (tests/test_auth.py:57)⟧
agent: ⟦jest: 3 snapshots obsolete⟧ ⟦src/__snapshots__/password-form.test.tsx.snap⟧
agent: ⟦$ git stash list⟧ ⟦stash@{0}: WIP on main: «h7» token refresh⟧
agent: ⟦Renamed src/secret.ts → src/secretStore.ts⟧ ⟦updated 9 imports⟧
agent: ⟦git rev-parse HEAD⟧ ⟦«h40»⟧ — ⟦deployed version matches⟧
"""

RUNTIMES = r"""
runtime: ⟦Error: Cannot find module 'dotenv'⟧ ⟦Require stack: - /srv/app/index.js⟧ (⟦code MODULE_NOT_FOUND⟧)
runtime: ⟦TypeError: Cannot read properties of undefined (reading 'apiKey')⟧ ⟦at loadConfig (/srv/app/config.js:12:27)⟧
runtime: ⟦AxiosError: Request failed with status code 401⟧ (⟦url https://api.acme.io/v1/me⟧, ⟦headers: Authorization [REDACTED]⟧)
runtime: ⟦Exception in thread "main" java.lang.IllegalStateException: Missing property 'payments.api-key'⟧ ⟦at com.acme.Config.require(Config.java:41)⟧
runtime: ⟦HikariPool-1 - Starting...⟧ ⟦jdbcUrl jdbc:postgresql://pg-ledger:5432/ledger⟧ ⟦password ********⟧
runtime: ⟦kotlin.UninitializedPropertyAccessException: lateinit property secretKey has not been initialized⟧
runtime: ⟦panic: runtime error: invalid memory address or nil pointer dereference⟧ ⟦[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x«h6»]⟧
runtime: ⟦level=error msg="token refresh failed" err="context deadline exceeded" attempt=3⟧ (⟦trace_id=«h32»⟧)
runtime: ⟦thread 'main' panicked at src/main.rs:31:9: missing env var SECRET_KEY⟧
runtime: ⟦Error: reqwest::Error { kind: Status(403), url: "https://api.acme.io/v1/feeds" }⟧
runtime: ⟦NoMethodError: undefined method `password' for nil⟧ ⟦app/models/user.rb:22⟧
runtime: ⟦ActiveRecord::ConnectionNotEstablished: connection to server at "pg-4" (10.0.4.4), port 5432 failed⟧
runtime: ⟦Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'orders'.⟧ ⟦ClientConnectionId:«uuid»⟧ ⟦Error Number:18456,State:1⟧
runtime: ⟦OptionsValidationException: 'AccountKey' is required.⟧ (⟦section Storage⟧)
runtime: ⟦** (DBConnection.ConnectionError) tcp connect (pg-e:5432): connection refused - :econnrefused⟧
"""

WORLD = r"""
ml: ⟦രഹസ്യവാക്കിൽ കുറഞ്ഞത് 12 അക്ഷരങ്ങൾ വേണം⟧ (⟦ഉപയോക്താവ് «d6»⟧)
kn: ⟦ಗುಪ್ತಪದ ಕನಿಷ್ಠ 12 ಅಕ್ಷರಗಳಿರಬೇಕು⟧ — ⟦3 ಪ್ರಯತ್ನಗಳು ಉಳಿದಿವೆ⟧
gu: ⟦ગુપ્ત શબ્દ 90 દિવસ પછી સમાપ્ત થાય છે⟧ (⟦વિનંતી «d6»⟧)
pa: ⟦ਗੁਪਤ ਸ਼ਬਦ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ 12 ਅੱਖਰ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ⟧
ku: ⟦Şîfre divê herî kêm 12 tîp be⟧ (⟦bikarhêner «d5»⟧)
su: ⟦Kecap sandi kedah sahenteuna 12 karakter⟧ — ⟦sésa 2 usaha⟧
ht: ⟦Modpas la dwe gen omwen 12 karaktè⟧ (⟦demann «d6»⟧)
tpi: ⟦Paswod i mas gat 12 leta o moa⟧
to: ⟦Kuo 'osi 'a e lea fufū 'i he 'aho 90⟧ (⟦kole «d5»⟧)
fj: ⟦Na vosa vuni me 12 na matanivola se sivia⟧
sc: ⟦Sa paràula segreta depet àere a su mancu 12 caràteres⟧
co: ⟦A parolla secreta deve avè almenu 12 caratteri⟧ (⟦dumanda «d6»⟧)
ceb: ⟦Ang tinago nga pulong kinahanglan adunay 12 ka letra⟧ — ⟦2 ka sulay nahabilin⟧
"""

VENDOR_IDS = r"""
vendor-ids: Planning Center ⟦person «d8»⟧ ⟦household «d7» has 2 primary contacts⟧
vendor-ids: Mindbody ⟦site -99⟧ ⟦class «d5» capacity 20, booked 22⟧ (⟦waitlist 3⟧)
vendor-ids: DoorDash Drive ⟦delivery «uuid»⟧ ⟦status cancelled: no dasher found⟧ (⟦external_delivery_id D-«d6»⟧)
vendor-ids: Buildium ⟦lease «d6»⟧ ⟦rent posted twice for 2026-12⟧ (⟦unit «d4»⟧)
vendor-ids: SAM.gov ⟦UEI «U12»⟧ ⟦registration expires 2026-12-31⟧; ⟦CAGE «U5»⟧
vendor-ids: PowerSchool ⟦student DCID «d6»⟧ ⟦enrollment overlaps section «d5»⟧
vendor-ids: Medplum ⟦Patient/«uuid»⟧ ⟦2 duplicate identifiers (MRN «d8»)⟧
vendor-ids: Cliniko ⟦appointment «d18»⟧ ⟦practitioner «d18» not available⟧
vendor-ids: SmartRecruiters ⟦job «uuid»⟧ ⟦posting expired⟧; ⟦12 candidates in NEW⟧
vendor-ids: Fortnox ⟦invoice «d5»⟧ ⟦already booked, cannot credit twice⟧
vendor-ids: Easyship ⟦shipment ESUS«d9»⟧ ⟦label failed: HS code missing for item 2⟧
vendor-ids: Weatherbit ⟦station «U4»⟧ ⟦no observation in the last 3 hours⟧
vendor-ids: Tradier ⟦order «d8»⟧ ⟦rejected: market closed⟧ (⟦account «U2»«d6»⟧)
vendor-ids: Tigris ⟦bucket acme-media⟧ ⟦object «h32».webp 0 bytes⟧
vendor-ids: Zhipu ⟦request «d19»⟧ ⟦content filter 1301 triggered⟧ (⟦model glm-4-plus⟧)
"""
