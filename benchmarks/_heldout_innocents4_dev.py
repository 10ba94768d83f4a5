"""Innocent corpus 4, developer tools: compilers, package managers, git, CI, test runners.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set4.py``) so hashes and ids look generated.
"""

from __future__ import annotations

__all__ = ["DEV"]

DEV = r"""
gcc: error: ⟦src/auth/password_hash.c⟧:⟦88⟧:⟦14⟧: error: ‘⟦salt_len⟧’ undeclared (first use in this function)
clang: error: ⟦token_bucket.c⟧:⟦42⟧:⟦5⟧: error: use of undeclared identifier '⟦refill_rate⟧'
ld: error: undefined symbol: ⟦EVP_PKEY_get1_RSA⟧ >>> referenced by ⟦keystore.o⟧
rustc: error[⟦E0382⟧]: borrow of moved value: `⟦secret_store⟧` --> ⟦src/vault.rs:57:9⟧
rustc: error[⟦E0599⟧]: no method named `⟦expose_secret⟧` found for struct `⟦SecretString⟧` in the current scope
go: ⟦internal/ratelimit/token_bucket.go⟧:⟦31⟧:⟦2⟧: undefined: ⟦tokensPerSecond⟧
go vet: ⟦pkg/auth/credentials_test.go⟧:⟦19⟧: ⟦Errorf⟧ format %d has arg ⟦token⟧ of wrong type string
javac: ⟦PasswordPolicy.java⟧:⟦23⟧: error: cannot find symbol ⟦MIN_PASSWORD_LENGTH⟧
kotlinc: e: ⟦SecretsRepository.kt⟧: (⟦14⟧, ⟦9⟧): Unresolved reference: ⟦decryptSecret⟧
tsc: ⟦src/api/apiKeys.ts⟧(⟦12⟧,⟦7⟧): error ⟦TS2322⟧: Type 'string | undefined' is not assignable to type 'string'.
tsc: ⟦src/auth/token.ts⟧(⟦88⟧,⟦15⟧): error ⟦TS2339⟧: Property '⟦refreshToken⟧' does not exist on type '⟦Session⟧'.
SyntaxError: Unexpected token '⟦<⟧', "<!DOCTYPE "... is not valid JSON (at ⟦config.json⟧ position ⟦0⟧)
SyntaxError: unexpected token '⟦}⟧' at ⟦tokenizer.py⟧ line ⟦212⟧
javascript: Uncaught SyntaxError: Unexpected token ⟦'export'⟧ (at ⟦secrets-panel.js:1:1⟧)
mypy: ⟦app/secrets.py⟧:⟦44⟧: error: Incompatible return value type (got "⟦str | None⟧", expected "⟦str⟧")  [⟦return-value⟧]
mypy: ⟦app/password_reset.py⟧:⟦12⟧: error: Module "⟦app.tokens⟧" has no attribute "⟦make_reset_token⟧"  [⟦attr-defined⟧]
ruff: ⟦app/api_key_rotation.py⟧:⟦3⟧:⟦1⟧: ⟦F401⟧ [*] `⟦os⟧` imported but unused
ruff: ⟦settings.py⟧:⟦18⟧:⟦5⟧: ⟦S105⟧ Possible hardcoded password assigned to: "⟦PASSWORD_RESET_TIMEOUT⟧"
bandit: ⟦B105⟧:⟦hardcoded_password_string⟧ Possible hardcoded password: '⟦password⟧' Severity: Low  Location: ⟦./forms.py:22:17⟧
eslint: ⟦src/TokenInput.tsx⟧ ⟦17:9⟧ error '⟦tokenCount⟧' is assigned a value but never used ⟦@typescript-eslint/no-unused-vars⟧
python: ModuleNotFoundError: No module named '⟦jwt⟧' (did you mean to install ⟦PyJWT⟧?)
python: ImportError: cannot import name '⟦TokenExpired⟧' from '⟦itsdangerous⟧' (⟦/usr/lib/python3/dist-packages/itsdangerous/__init__.py⟧)
python: KeyError: '⟦api_key⟧' (while reading settings from ⟦config/base.yaml⟧)
python: AttributeError: 'NoneType' object has no attribute '⟦secret_key⟧' (in ⟦flask_login/utils.py⟧ line ⟦95⟧)
python: TypeError: __init__() got an unexpected keyword argument '⟦password_hasher⟧'
python: ValueError: invalid literal for int() with base 10: '⟦tokens=12⟧'
pip: ERROR: Could not find a version that satisfies the requirement ⟦keyring==99.0⟧ (from versions: ⟦24.3.1, 25.0.0⟧)
pip: ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. ⟦cryptography⟧ from https://files.pythonhosted.org/packages/cryptography-43.0.1.tar.gz: Expected sha256 ⟦«h64»⟧ Got ⟦«h64»⟧
pip: ERROR: Cannot install ⟦passlib==1.7.4⟧ and ⟦bcrypt==4.1.2⟧ because these package versions have conflicting dependencies.
poetry: Because ⟦acme-auth⟧ depends on ⟦python-jose (^3.3)⟧ which doesn't match any versions, version solving failed.
npm ERR! code ⟦E404⟧ npm ERR! 404 Not Found - GET https://registry.npmjs.org/⟦@acme%2fsecret-scanner⟧ - Not found
npm ERR! code ⟦EINTEGRITY⟧ npm ERR! sha512-⟦«b64_86»⟧== integrity checksum failed when using sha512
npm WARN deprecated ⟦request@2.88.2⟧: request has been deprecated, see ⟦https://github.com/request/request/issues/3142⟧
yarn: error ⟦jsonwebtoken@9.0.2⟧: The engine "⟦node⟧" is incompatible with this module. Expected version "⟦>=12⟧". Got "⟦10.24.1⟧"
pnpm: ERR_PNPM_OUTDATED_LOCKFILE Cannot install with "frozen-lockfile" because ⟦pnpm-lock.yaml⟧ is not up to date with ⟦packages/auth-tokens/package.json⟧
cargo: error: failed to select a version for `⟦secrecy⟧`. required by package `⟦vault-client v0.4.1⟧`
cargo: error: checksum for `⟦ring v0.17.8⟧` changed between lock files: ⟦«h64»⟧
go: verifying ⟦golang.org/x/crypto@v0.31.0⟧: checksum mismatch downloaded: ⟦h1:«b64_43»=⟧ go.sum: ⟦h1:«b64_43»=⟧
apt: E: Unable to locate package ⟦libpam-passwdqc⟧
apt: W: GPG error: ⟦https://apt.releases.hashicorp.com⟧ jammy InRelease: The following signatures couldn't be verified because the public key is not available: NO_PUBKEY ⟦«H16»⟧
brew: Error: ⟦pass⟧: no bottle available! (formula ⟦pass 1.7.4⟧)
maven: [ERROR] Failed to execute goal on project ⟦token-service⟧: Could not resolve dependencies for ⟦com.acme:token-service:jar:2.3.0⟧
gradle: > Could not find ⟦io.jsonwebtoken:jjwt-api:0.12.9⟧. Searched in: ⟦https://repo.maven.apache.org/maven2/⟧
conda: PackagesNotFoundError: The following packages are not available from current channels: - ⟦python-keycloak=3.9⟧
docker: ERROR: failed to solve: ⟦node:20-alpine⟧: failed to resolve source metadata: ⟦sha256:«h64»⟧ not found
docker: Error response from daemon: pull access denied for ⟦acme/secret-rotator⟧, repository does not exist or may require 'docker login'
docker: Error: No such container: ⟦«h12»⟧
git: fatal: bad object ⟦«h40»⟧
git: error: pathspec '⟦feature/password-reset⟧' did not match any file(s) known to git
git: CONFLICT (content): Merge conflict in ⟦src/auth/token_refresh.py⟧
git: ! [rejected] ⟦main⟧ -> ⟦main⟧ (non-fast-forward) hint: Updates were rejected because the tip of your current branch is behind
git: error: cannot lock ref 'refs/remotes/origin/⟦fix/api-key-leak⟧': is at ⟦«h40»⟧ but expected ⟦«h40»⟧
git: fatal: reference is not a tree: ⟦«h40»⟧
git: HEAD is now at ⟦«h7»⟧ ⟦Rotate signing keys on deploy (#4412)⟧
git bisect: ⟦«h40»⟧ is the first bad commit
git: warning: LF will be replaced by CRLF in ⟦docs/secrets-management.md⟧
git lfs: Error downloading object: ⟦models/tokenizer.bin⟧ (⟦«h64»⟧): Smudge error: Error downloading ⟦models/tokenizer.bin⟧
GitHub Actions: Error: Process completed with exit code ⟦137⟧. (job ⟦build-and-test⟧, run ⟦«d11»⟧, attempt ⟦2⟧)
GitHub Actions: Warning: The `⟦set-output⟧` command is deprecated (step ⟦Generate token count⟧)
GitHub Actions: Error: Input required and not supplied: ⟦token⟧ (action ⟦actions/create-release@v1⟧)
GitHub Actions: ##[error]Secret ⟦DEPLOY_KEY⟧ is not set for environment ⟦production⟧
GitLab CI: ERROR: Job failed: exit code ⟦1⟧ (job ⟦«d10»⟧, pipeline ⟦«d7»⟧, runner ⟦#«d5»⟧)
GitLab CI: This job is stuck because the project doesn't have any runners online assigned to it. (tags: ⟦docker, secrets⟧)
CircleCI: Too long with no output (exceeded ⟦10m0s⟧): context deadline exceeded (job ⟦test-auth⟧)
Jenkins: ERROR: Could not find credentials entry with ID '⟦github-deploy-key⟧'
Jenkins: Build step 'Execute shell' marked build as failure (build ⟦#1874⟧, workspace ⟦/var/jenkins/workspace/token-service⟧)
Buildkite: 🚨 Error: The command exited with status ⟦2⟧ (step ⟦:pytest: unit⟧, agent ⟦ci-agent-«l5»⟧)
Argo Workflows: Step ⟦rotate-keys⟧ failed: pod ⟦rotate-keys-«l5»-«d10»⟧ exit code ⟦1⟧
pytest: FAILED ⟦tests/test_password_reset.py::test_expired_link⟧ - AssertionError: assert ⟦410⟧ == ⟦200⟧
pytest: FAILED ⟦tests/auth/test_tokens.py::test_refresh[rotation-enabled]⟧ - KeyError: '⟦refresh_token⟧'
pytest: ERROR ⟦tests/test_secrets.py⟧ - ModuleNotFoundError: No module named '⟦hvac⟧'
pytest: ⟦3 failed⟧, ⟦412 passed⟧, ⟦7 skipped⟧ in ⟦38.21s⟧
unittest: FAIL: ⟦test_api_key_masking⟧ (⟦tests.test_logging.MaskTests⟧) AssertionError: ⟦'sk-...'⟧ != ⟦'sk-****'⟧
jest: FAIL ⟦src/__tests__/passwordStrength.test.ts⟧ ● ⟦rejects short passwords⟧ expect(received).toBe(expected) Expected: ⟦false⟧ Received: ⟦true⟧
jest: Snapshot ⟦TokenList renders 3 tokens 1⟧ mismatched (⟦src/components/__snapshots__/TokenList.test.tsx.snap⟧)
go test: --- FAIL: ⟦TestTokenBucket_Refill⟧ (⟦0.00s⟧) ⟦token_bucket_test.go:41⟧: got ⟦9⟧ tokens, want ⟦10⟧
go test: FAIL ⟦github.com/acme/auth/internal/session⟧ ⟦0.412s⟧
cargo test: test ⟦vault::tests::unseal_with_three_keys⟧ ... FAILED (thread panicked at ⟦src/vault.rs:210:5⟧)
rspec: Failure/Error: expect(user.authenticate('⟦wrong⟧')).to be_falsey (⟦./spec/models/user_spec.rb:33⟧)
phpunit: ⟦Tests\Feature\PasswordResetTest::test_reset_link_expires⟧ Failed asserting that ⟦200⟧ is identical to ⟦403⟧.
Cypress: AssertionError: Timed out retrying after ⟦4000ms⟧: Expected to find element: `⟦[data-cy=password-input]⟧`, but never found it.
Playwright: ⟦tests/login.spec.ts:18:5⟧ › ⟦shows error on bad password⟧ ── Error: expect(locator).toHaveText(expected) Expected string: "⟦Incorrect password⟧"
coverage: ⟦src/auth/secrets.py⟧ ⟦74%⟧ missing lines ⟦41-58⟧
sonar: Quality Gate failed: ⟦Security Hotspots Reviewed⟧ is ⟦0.0%⟧ (project ⟦acme_token-service⟧)
trivy: ⟦CVE-2024-45337⟧ (⟦HIGH⟧) in ⟦golang.org/x/crypto⟧ ⟦v0.28.0⟧, fixed in ⟦0.31.0⟧
gitleaks: ⟦0⟧ leaks found; scanned ⟦«d4»⟧ commits in ⟦12.3s⟧ (baseline ⟦.gitleaks-baseline.json⟧)
pre-commit: ⟦detect-private-key⟧...Failed - hook id: ⟦detect-private-key⟧ - Private key found: ⟦tests/fixtures/dummy_key.pem⟧
Terraform: Error: Reference to undeclared input variable ⟦"db_password_secret_arn"⟧ on ⟦main.tf⟧ line ⟦44⟧
Terraform: Error: creating Secrets Manager Secret (⟦prod/api/keys⟧): ResourceExistsException: The operation failed because the secret ⟦prod/api/keys⟧ already exists.
Ansible: fatal: [⟦web-03⟧]: FAILED! => {"msg": "The task includes an option with an undefined variable. The error was: '⟦vault_db_password⟧' is undefined"}
Helm: Error: INSTALLATION FAILED: secrets "⟦sh.helm.release.v1.auth.v7⟧" already exists
make: *** [⟦Makefile:42⟧: ⟦rotate-secrets⟧] Error ⟦2⟧
cmake: CMake Error at ⟦CMakeLists.txt:27⟧ (find_package): Could not find a package configuration file provided by "⟦OpenSSL⟧"
bazel: ERROR: ⟦//auth/tokens:tokens_test⟧ FAILED in ⟦3⟧ out of ⟦3⟧ in ⟦12.4s⟧
webpack: Module not found: Error: Can't resolve '⟦./secretBox⟧' in '⟦/app/src/crypto⟧'
vite: [vite]: Rollup failed to resolve import "⟦@acme/token-utils⟧" from "⟦src/main.ts⟧".
""".strip().splitlines()
