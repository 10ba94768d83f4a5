"""Innocent corpus 5, development: compilers and type checkers, linters, package managers,
git, CI logs, test runners, container builds and secret scanners' own findings (by name).

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set5.py``). None is a message of set 4.
"""

from __future__ import annotations

__all__ = ["DEV"]

DEV = r"""
⟦src/auth/token_store.rs⟧:⟦88⟧:⟦17⟧: error[E0382]: borrow of moved value: `⟦secret⟧`
error[E0308]: mismatched types --> ⟦crates/vault-client/src/lease.rs:214:9⟧ expected `⟦Option<SecretString>⟧`, found `⟦String⟧`
⟦internal/credentials/provider.go⟧:⟦57⟧:⟦2⟧: undefined: ⟦refreshTokenTTL⟧
go: ⟦github.com/acme/secretsdk@v1.4.2⟧: verifying go.mod: checksum mismatch downloaded: ⟦h1:«b64_43»=⟧
go: finding module for package ⟦github.com/acme/tokenbucket/v2⟧: module lookup disabled by ⟦GOPROXY=off⟧
⟦src/Auth/PasswordHasher.cs(42,17)⟧: error ⟦CS0246⟧: The type or namespace name '⟦Argon2id⟧' could not be found
⟦app/src/main/java/com/acme/TokenInterceptor.java⟧:⟦31⟧: error: cannot find symbol ⟦BearerTokenResolver⟧
⟦lib/password_policy.ex⟧:⟦19⟧: warning: variable "⟦min_length⟧" is unused (if the variable is not meant to be used, prefix it with an underscore)
⟦src/secrets.ts⟧(⟦12⟧,⟦5⟧): error ⟦TS2322⟧: Type '⟦string | undefined⟧' is not assignable to type '⟦string⟧'.
mypy: ⟦src/app/api_keys.py⟧:⟦73⟧: error: Item "None" of "⟦Optional[SecretStr]⟧" has no attribute "get_secret_value"  [⟦union-attr⟧]
pyright: ⟦services/token_refresh.py⟧:⟦118⟧:⟦21⟧ - error: "⟦client_secret⟧" is possibly unbound (⟦reportPossiblyUnbound⟧)
ruff: ⟦tests/test_password_reset.py⟧:⟦9⟧:⟦5⟧: ⟦S105⟧ Possible hardcoded password assigned to: "⟦RESET_URL⟧"
bandit: >> Issue: [⟦B106:hardcoded_password_funcarg⟧] Possible hardcoded password: 'changeme' Location: ⟦scripts/seed_dev_db.py:14:0⟧
eslint: ⟦src/hooks/useAuthToken.ts⟧ ⟦23:7⟧ error React Hook "⟦useEffect⟧" is called conditionally ⟦react-hooks/rules-of-hooks⟧
clippy: warning: this `⟦impl⟧` can be derived --> ⟦src/secret.rs:12:1⟧ (⟦clippy::derivable_impls⟧)
rubocop: ⟦app/models/api_token.rb⟧:⟦44⟧:⟦5⟧: C: ⟦Rails/FindBy⟧: Use find_by instead of where.first.
shellcheck: In ⟦deploy/rotate-secrets.sh⟧ line ⟦27⟧: ⟦SC2086⟧ (info): Double quote to prevent globbing and word splitting.
hadolint: ⟦Dockerfile⟧:⟦14⟧ ⟦DL3020⟧ error: Use COPY instead of ADD for files and folders (⟦ADD secrets.tar.gz /run/⟧)
gitleaks: finding ⟦generic-api-key⟧ in ⟦config/settings.example.yaml⟧ line ⟦12⟧ commit ⟦«h40»⟧ (fingerprint ⟦«h40»:config/settings.example.yaml:generic-api-key:12⟧), marked as allowlisted
trufflehog: ⟦0⟧ verified secrets, ⟦2⟧ unverified secrets found in ⟦acme/web⟧ (detector ⟦Stripe⟧, file ⟦docs/billing.md⟧, line ⟦88⟧)
detect-secrets: ⟦.secrets.baseline⟧ is out of date: ⟦3⟧ new potential secrets in ⟦tests/fixtures/fake_tokens.json⟧ (hashed_secret ⟦«h40»⟧)
npm error code ⟦ERESOLVE⟧ npm error ERESOLVE unable to resolve dependency tree: peer ⟦react@"^18.2.0"⟧ from ⟦next-auth@4.24.10⟧
npm error code ⟦E404⟧ npm error 404 Not Found - GET https://registry.npmjs.org/⟦@acme%2ftoken-utils⟧ - Not found
npm warn deprecated ⟦request@2.88.2⟧: request has been deprecated, see https://github.com/request/request/issues/3142
npm error code ⟦EINTEGRITY⟧ npm error sha512-⟦«b64_86»==⟧ integrity checksum failed when using sha512: wanted ... but got ... (package ⟦jsonwebtoken-4.2.1.tgz⟧)
pnpm: ERR_PNPM_PEER_DEP_ISSUES Unmet peer dependencies: ⟦@auth/core 0.37.4⟧ requires ⟦nodemailer@^6.8.0⟧; found ⟦7.0.1⟧ (in ⟦apps/web⟧)
yarn: ⟦YN0018⟧: │ ⟦passport-jwt@npm:4.0.1⟧: The remote archive doesn't match the expected checksum
pip: ERROR: Failed building wheel for ⟦argon2-cffi-bindings⟧ (⟦21.2.0⟧): error: command ⟦'/usr/bin/gcc'⟧ failed with exit code ⟦1⟧
pip: ERROR: Could not install packages due to an OSError: [Errno 13] Permission denied: '⟦/usr/lib/python3/dist-packages/keyring/credentials.py⟧'
poetry: Because ⟦acme-auth⟧ depends on both ⟦pyjwt (>=2.9)⟧ and ⟦pyjwt (<2.0)⟧, version solving failed.
uv: × No solution found when resolving dependencies: ╰─▶ Because ⟦authlib==1.3.2⟧ depends on ⟦cryptography>=44⟧ and you require ⟦cryptography<43⟧, we can conclude that your requirements are unsatisfiable.
cargo: error[E0599]: no method named `⟦expose_secret⟧` found for struct `⟦SecretBox<str>⟧` in the current scope --> ⟦src/config.rs:61:28⟧
cargo: error: package `⟦zeroize v1.8.1⟧` cannot be built because it requires rustc ⟦1.72⟧ or newer, while the currently active rustc version is ⟦1.70.0⟧
maven: [ERROR] Failed to execute goal ⟦org.apache.maven.plugins:maven-surefire-plugin:3.5.2:test⟧ (default-test) on project ⟦password-policy⟧: There are test failures. See ⟦target/surefire-reports⟧
gradle: > Could not resolve ⟦com.google.crypto.tink:tink:1.15.0⟧. > Could not GET 'https://repo.maven.apache.org/...'. Received status code ⟦403⟧ from server: Forbidden
bundler: Bundler could not find compatible versions for gem "⟦devise⟧": In Gemfile: devise (~> ⟦4.9⟧) was resolved to ⟦4.9.4⟧, which depends on ⟦bcrypt (~> 3.0)⟧
composer: Your requirements could not be resolved to an installable set of packages. Problem 1 - ⟦lcobucci/jwt⟧ ⟦5.4.0⟧ requires php ⟦~8.2.0⟧ -> your php version (⟦8.1.29⟧) does not satisfy that requirement.
NuGet: error ⟦NU1605⟧: Warning As Error: Detected package downgrade: ⟦System.IdentityModel.Tokens.Jwt⟧ from ⟦8.2.1⟧ to ⟦7.1.2⟧.
apt: E: The repository '⟦https://apt.releases.hashicorp.com jammy Release⟧' is not signed. (NO_PUBKEY ⟦«H16»⟧)
apk: ERROR: ⟦libssl3-3.3.2-r1⟧: package mentioned in index not found (try 'apk update')
brew: Error: ⟦1password-cli⟧: SHA256 mismatch Expected: ⟦«h64»⟧ Actual: ⟦«h64»⟧
git: error: failed to push some refs to '⟦git@github.com:acme/secrets-operator.git⟧' hint: Updates were rejected because the tip of your current branch is behind (⟦«h7»⟧..⟦«h7»⟧)
git: error: Your local changes to the following files would be overwritten by checkout: ⟦deploy/secrets.sops.yaml⟧ Please commit your changes or stash them before you switch branches. (target ⟦release/4.2⟧)
git: fatal: bad object ⟦«h40»⟧ (while fetching ⟦refs/pull/«d4»/head⟧)
git: error: pathspec '⟦feature/rotate-token-ttl⟧' did not match any file(s) known to git
git: remote: error: GH013: Repository rule violations found for ⟦refs/heads/main⟧. remote: - Push cannot contain secrets. remote: —— ⟦Slack API Token⟧ —— remote: locations: - commit: ⟦«h40»⟧ path: ⟦scripts/notify.py:12⟧
git: warning: in the working copy of '⟦secrets/README.md⟧', LF will be replaced by CRLF the next time Git touches it
git lfs: Smudge error: Error downloading ⟦assets/keys/test-signing.p12⟧ (⟦«h64»⟧): batch response: Authentication required
git bisect: ⟦«h40»⟧ is the first bad commit: "⟦auth: shorten refresh token lifetime to 7 days⟧"
gpg: Signature made Thu 03 Dec 2026 05:12:44 PM UTC using RSA key ⟦«H40»⟧ gpg: BAD signature from "⟦Release Bot <release@acme.io>⟧"
GitHub Actions: Error: The operation was canceled. (job ⟦e2e (chromium)⟧, timeout-minutes ⟦30⟧, run ⟦«d11»⟧, attempt ⟦3⟧)
GitHub Actions: Error: Resource not accessible by integration (⟦403⟧) — permission ⟦contents: write⟧ missing for ⟦GITHUB_TOKEN⟧ (run ⟦«d11»⟧)
GitHub Actions: ##[warning]Secret source: ⟦Actions⟧; ⟦Prepare workflow directory⟧ took ⟦0.2s⟧; cache key ⟦node-cache-Linux-x64-npm-«h64»⟧ not found
GitHub Actions: Error: Unable to resolve action `⟦acme/vault-action@v3⟧`, unable to find version `⟦v3⟧`
GitLab CI: WARNING: Uploading artifacts as "archive" to coordinator... 413 Request Entity Too Large (id ⟦«d10»⟧, file ⟦coverage/secrets-report.html⟧, limit ⟦100 MiB⟧)
GitLab CI: ⟦secret_detection⟧ job found ⟦0⟧ vulnerabilities; report ⟦gl-secret-detection-report.json⟧ uploaded (artifact ⟦«d10»⟧, sha256 ⟦«h64»⟧)
Jenkins: java.lang.NoSuchMethodError: 'void ⟦com.cloudbees.plugins.credentials.CredentialsProvider.track⟧' (plugin ⟦ssh-agent 376.v8933585c69d3⟧, build ⟦#«d4»⟧)
Jenkins: hudson.AbortException: script returned exit code ⟦2⟧ (stage ⟦Rotate API keys⟧, build ⟦#«d4»⟧)
CircleCI: Error: ⟦context⟧ "⟦aws-prod-secrets⟧" is restricted; the triggering user is not a member of the security group
Buildkite: 🚨 Error: The command exited with status ⟦128⟧ (step ⟦:key: fetch signing key⟧, build ⟦#«d5»⟧, job ⟦«uuid»⟧)
Azure Pipelines: ##[error]Variable group '⟦kv-prod-secrets⟧' could not be found or you do not have permission. (pipeline ⟦«d3»⟧)
Docker: ERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref ⟦«l25»::«l25»⟧: "⟦/secrets/npmrc⟧": not found
Docker: Error response from daemon: manifest for ⟦ghcr.io/acme/token-api:4.2.1⟧ not found: manifest unknown
Docker: ⟦#12⟧ ERROR [build 4/9] RUN --mount=type=secret,id=⟦pip_token⟧ pip install -r requirements.txt: exit code: ⟦1⟧
buildah: Error: building at STEP "⟦COPY --chown=app secrets.example.env .env⟧": checking on sources under "⟦/work/ctx⟧": copier: stat: "/secrets.example.env": no such file or directory
pytest: FAILED ⟦tests/api/test_api_keys.py::TestRevoke::test_revoked_key_returns_403[hashed]⟧ - assert ⟦200⟧ == ⟦403⟧ (x-request-id ⟦«uuid»⟧)
pytest: ERROR ⟦tests/integration/test_vault.py::test_read_secret⟧ - fixture '⟦vault_token⟧' not found
pytest: ERROR collecting ⟦tests/secrets/test_rotation.py⟧ ImportError while importing test module: ModuleNotFoundError: No module named ⟦'hvac'⟧
jest: ● ⟦PasswordStrengthMeter › rejects passwords shorter than 12 characters⟧ expect(received).toBe(expected) Expected: ⟦false⟧ Received: ⟦true⟧
go test: --- FAIL: ⟦TestParseDSN/password_with_at_sign⟧ (⟦0.00s⟧) dsn_test.go:⟦112⟧: host = ⟦"db.internal"⟧, want ⟦"db.internal:5432"⟧
cargo test: thread '⟦secret::tests::zeroized_on_drop⟧' panicked at ⟦src/secret.rs:142:9⟧: assertion `left == right` failed left: ⟦32⟧ right: ⟦0⟧
JUnit: ⟦com.acme.auth.JwtVerifierTest⟧ > ⟦rejectsExpiredToken()⟧ FAILED org.opentest4j.AssertionFailedError: expected: <⟦TokenExpiredException⟧> but was: <⟦SignatureVerificationException⟧>
RSpec: Failure/Error: expect(response).to have_http_status(⟦:unauthorized⟧) expected the response to have status code ⟦401⟧ but it was ⟦302⟧ # ⟦./spec/requests/api_tokens_spec.rb:27⟧
PHPUnit: ⟦Tests\Feature\PasswordResetTest::test_reset_link_expires⟧ Failed asserting that ⟦200⟧ is identical to ⟦410⟧.
Playwright: ⟦login.spec.ts:14:5⟧ › ⟦shows an error for a wrong password⟧ Error: Timed out ⟦5000ms⟧ waiting for expect(locator).toBeVisible() Locator: getByText('⟦Incorrect password⟧')
Vitest: FAIL ⟦src/lib/tokenBucket.test.ts⟧ > ⟦refills at 10 tokens/s⟧ AssertionError: expected ⟦9⟧ to be ⟦10⟧ // Object.is equality
coverage: ⟦src/auth/password_reset.py⟧ ⟦71%⟧ missing lines ⟦88-94, 131⟧; total coverage ⟦84.2%⟧ is less than fail-under=⟦85⟧
SonarQube: Quality Gate failed: ⟦1⟧ new Security Hotspot (rule ⟦secrets:S6418⟧ "Hard-coded secrets are security-sensitive", file ⟦src/config/defaults.ts⟧)
semgrep: ⟦python.django.security.audit.unvalidated-password⟧ ⟦accounts/views.py⟧:⟦61⟧ The password on 'user' is being set without validating the password.
""".strip().splitlines()
