"""Innocent set 8: package managers, compilers and interpreters, git and CI.

Real-looking error text of each tool (its message shapes as its documentation and issue
trackers show them); none holds a secret, many hold a credential word next to a needed fact.
"""

from __future__ import annotations

__all__ = ["BUILD", "VCS_CI"]

BUILD = r"""
npm ERR! code EINTEGRITY npm ERR! sha512-⟦«b64_86»==⟧ integrity checksum failed when using sha512: wanted sha512-«b64_86»== but got a different one (package ⟦token-bucket@0.3.1⟧)
npm WARN deprecated ⟦request@2.88.2⟧: request has been deprecated, see https://github.com/request/request/issues/3142; your .npmrc has ⟦always-auth=true⟧
pnpm ERR_PNPM_FETCH_401 GET https://npm.acme.io/⟦@acme%2fauth-client⟧: Unauthorized - 401 (No authorization header was set for the request.)
yarn error Couldn't find package "⟦passport-local@^1.0.0⟧" required by "⟦@acme/login@3.2.0⟧" on the "npm" registry.
pip: ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE. ⟦keyring==24.3.1⟧ from https://files.pythonhosted.org/packages/keyring-24.3.1-py3-none-any.whl: Expected sha256 ⟦«h64»⟧
pip: ERROR: Could not find a version that satisfies the requirement ⟦python-secrets==9.9⟧ (from versions: 0.1, 1.0.0, ⟦24.4.0⟧)
poetry: Because acme-api depends on ⟦pyjwt (^3.0)⟧ which doesn't match any versions, version solving failed. (lock content-hash ⟦«h64»⟧)
uv: × No solution found when resolving dependencies: ╰─▶ Because ⟦cryptography>=44.0.0⟧ requires ⟦cffi>=1.12⟧ and you require cffi<1.10, we can conclude that your requirements are unsatisfiable.
conda: PackagesNotFoundError: The following packages are not available from current channels: - ⟦passlib=1.7.5⟧ (channel ⟦conda-forge⟧, repodata sha256 ⟦«h64»⟧)
cargo: error: failed to select a version for the requirement `⟦secrecy = "^0.10"⟧` candidate versions found which didn't match: 0.8.0 location searched: crates.io index, required by package `⟦vault-cli v0.4.1⟧`
cargo: error: checksum for `⟦ring v0.17.8⟧` changed between lock files: ⟦«h64»⟧ this could be indicative of a few possible errors
go: verifying module: ⟦golang.org/x/oauth2@v0.24.0⟧: checksum mismatch downloaded: ⟦h1:«b64_43»=⟧ go.sum: h1:«b64_43»=
go: ⟦github.com/acme/keystore⟧@v1.2.0: reading https://proxy.golang.org/github.com/acme/keystore/@v/v1.2.0.mod: 404 Not Found (GOPRIVATE not set, GONOSUMDB=⟦*.acme.io⟧)
maven: [ERROR] Failed to execute goal on project ⟦auth-service⟧: Could not resolve dependencies: ⟦io.jsonwebtoken:jjwt-api:jar:0.12.6⟧ was not found in https://repo.maven.apache.org/maven2
gradle: > Could not resolve all files for configuration ':app:debugRuntimeClasspath'. > Could not find ⟦com.google.android.gms:play-services-auth:21.3.0⟧. Required by: project :app
nuget: error NU1101: Unable to find package ⟦Microsoft.AspNetCore.Authentication.JwtBearer⟧. No packages exist with this id in source(s): ⟦nuget.org⟧
composer: Problem 1 - Root composer.json requires ⟦laravel/passport ^13.0⟧, found laravel/passport[v12.0.0, ..., ⟦v12.4.1⟧] but it does not match the constraint.
bundler: Bundler could not find compatible versions for gem "⟦devise⟧": In Gemfile: devise (~> 5.0) Could not find gem 'devise (~> 5.0)' in rubygems repository https://rubygems.org/ (latest ⟦4.9.4⟧)
apt: E: The repository 'https://packages.acme.io/apt ⟦stable⟧ InRelease' is not signed. NO_PUBKEY ⟦«H16»⟧
apt: W: GPG error: https://download.docker.com/linux/debian bookworm InRelease: The following signatures couldn't be verified because the public key is not available: NO_PUBKEY ⟦7EA0A9C3F273FCD8⟧
brew: Error: ⟦openssl@3⟧: SHA256 mismatch Expected: ⟦«h64»⟧ Actual: «h64» File: /Users/ci/Library/Caches/Homebrew/downloads/openssl-3.4.0.tar.gz
docker: failed to solve: failed to compute cache key: failed to calculate checksum of ref ⟦«l25»::«l25»⟧: "/⟦secrets.example.json⟧": not found
docker: ERROR: failed to solve: ⟦node:22-alpine⟧: failed to resolve source metadata for docker.io/library/node:22-alpine: pull access denied, repository does not exist or may require authorization: ⟦server message: insufficient_scope: authorization failed⟧
rustc: error[E0425]: cannot find value `⟦api_key⟧` in this scope --> src/client.rs:⟦42:31⟧ help: a local variable with a similar name exists: `api_keys`
rustc: error[E0599]: no method named `⟦expose_secret⟧` found for struct `SecretString` in the current scope --> src/config.rs:17:22
gcc: auth.c:88:17: error: ‘⟦password_len⟧’ undeclared (first use in this function); did you mean ‘⟦passwd_len⟧’?
clang: ld: error: undefined symbol: ⟦EVP_PKEY_derive_set_peer_ex⟧ >>> referenced by tls.c:214 (src/tls.c:214) >>> tls.o:(⟦derive_session_key⟧)
javac: Login.java:23: error: cannot find symbol ⟦PasswordEncoder⟧ encoder = new ⟦BCryptPasswordEncoder⟧(12); symbol: class PasswordEncoder location: class ⟦com.acme.auth.Login⟧
tsc: src/auth/token.ts(14,7): error TS2322: Type '⟦string | undefined⟧' is not assignable to type 'string'. (variable ⟦refreshToken⟧)
tsc: error TS2339: Property '⟦accessKeyId⟧' does not exist on type '⟦AwsCredentialIdentity⟧'. src/s3.ts:⟦31:18⟧
eslint: src/login.js ⟦12:9⟧ error 'password' is assigned a value but never used ⟦no-unused-vars⟧
python: SyntaxError: invalid syntax. Perhaps you forgot a comma? File "settings.py", line ⟦14⟧: SECRET_KEY = os.environ["⟦DJANGO_SECRET_KEY⟧"] DEBUG = False
python: ModuleNotFoundError: No module named '⟦keyring.backends.SecretService⟧'
python: KeyError: '⟦password⟧' (row 17 of users.csv has columns ⟦['id', 'email', 'password_hash']⟧)
python: AttributeError: module 'jwt' has no attribute '⟦encode⟧'. Did you mean: 'decode'? (installed ⟦jwt 1.3.1⟧, expected ⟦PyJWT⟧)
node: SyntaxError: Unexpected token '⟦<⟧', "<!DOCTYPE "... is not valid JSON at JSON.parse (<anonymous>) at /srv/app/auth.js:⟦55:23⟧
node: Error [ERR_MODULE_NOT_FOUND]: Cannot find package '⟦bcryptjs⟧' imported from /srv/app/src/routes/⟦password-reset.js⟧
java: Exception in thread "main" java.lang.ClassNotFoundException: ⟦org.springframework.security.oauth2.jwt.JwtDecoder⟧
kotlin: e: file:///ci/app/src/main/kotlin/Auth.kt:⟦31:5⟧ Unresolved reference: ⟦tokenStore⟧
swift: error: value of type '⟦KeychainItem⟧' has no member '⟦readPassword⟧' (Sources/Login/KeychainItem.swift:41:18)
dotnet: error CS0246: The type or namespace name '⟦SecretClient⟧' could not be found (are you missing a using directive or an assembly reference?) [⟦/src/Vault/Vault.csproj⟧]
php: PHP Warning: Undefined array key "⟦password_confirmation⟧" in ⟦/var/www/app/register.php⟧ on line 27
ruby: NameError: uninitialized constant ⟦Devise::Strategies::DatabaseAuthenticatable⟧ (app/models/⟦user.rb:3⟧)
sbt: [error] (update) sbt.librarymanagement.ResolveException: Error downloading ⟦com.github.jwt-scala:jwt-circe_2.13:10.0.1⟧
cmake: CMake Error at CMakeLists.txt:⟦27⟧ (find_package): Could not find a package configuration file provided by "⟦libsecret-1⟧"
make: make[2]: *** No rule to make target '⟦src/keys/keygen.o⟧', needed by 'bin/keygen'. Stop.
webpack: Module not found: Error: Can't resolve '⟦./components/PasswordStrengthMeter⟧' in '/app/src/pages'
vite: [vite] Internal server error: Failed to resolve import "⟦@/lib/token-utils⟧" from "src/App.vue". Does the file exist?
"""

VCS_CI = r"""
git: error: failed to push some refs to 'git@github.com:acme/⟦secrets-operator⟧.git' hint: Updates were rejected because the tip of your current branch is behind (local ⟦«h40»⟧)
git: fatal: bad object ⟦«h40»⟧ error: https://github.com/acme/api.git did not send all necessary objects
git: CONFLICT (content): Merge conflict in ⟦config/credentials.yml.enc⟧ Automatic merge failed; fix conflicts and then commit the result.
git: error: pathspec '⟦feature/rotate-api-keys⟧' did not match any file(s) known to git
git: warning: LF will be replaced by CRLF in ⟦src/auth/password_policy.py⟧.
git: fatal: ambiguous argument '⟦«h7»⟧..HEAD': unknown revision or path not in the working tree.
git: error: gpg failed to sign the data; fatal: failed to write commit object (signing key ⟦«H16»⟧)
git lfs: Smudge error: Error downloading ⟦models/tokenizer.json⟧ (⟦«h64»⟧): batch response: Authentication required
gh: HTTP 404: Not Found (https://api.github.com/repos/acme/⟦key-rotation⟧/actions/runs/⟦«d10»⟧)
github actions: ##[error]Process completed with exit code 1. Run ⟦actions/checkout@v4⟧ with token: *** persist-credentials: ⟦false⟧
github actions: Error: Input required and not supplied: ⟦token⟧ (step ⟦Create release⟧, job ⟦publish⟧)
github actions: Warning: The `set-output` command is deprecated; secrets: ⟦inherit⟧ in workflow ⟦.github/workflows/deploy.yml⟧
gitlab ci: ERROR: Job failed: exit code 1 (job ⟦«d10»⟧, runner ⟦#«d5»⟧ (⟦«l8»⟧) acme-docker-runner)
gitlab ci: This job is stuck because you don't have any active runners online or available with any of these tags assigned to them: ⟦secure-build⟧
jenkins: ERROR: Could not find credentials entry with ID '⟦github-deploy-key⟧'
jenkins: hudson.AbortException: script returned exit code 128 at ⟦Jenkinsfile:42⟧ (credentialsId ⟦nexus-creds⟧)
circleci: Unable to parse config: [#/jobs/build] extraneous key [⟦auth⟧] is not permitted (config ⟦.circleci/config.yml⟧ line 18)
buildkite: 🚨 Error: The command exited with status 1 (build ⟦#«d4»⟧, job ⟦«uuid»⟧)
argo cd: ComparisonError: rpc error: code = Unknown desc = Manifest generation error: secret "⟦argocd-repo-creds-acme⟧" not found (revision ⟦«h40»⟧)
pre-commit: Detect hardcoded secrets.......................................⟦Failed⟧ - hook id: ⟦gitleaks⟧ - exit code: 1 (file ⟦tests/fixtures/fake_token.txt⟧)
renovate: WARN: Package lookup failures (repository=⟦acme/web⟧) packageName: ⟦@auth0/auth0-react⟧ datasource: npm
dependabot: Dependabot couldn't authenticate with ⟦npm.pkg.github.com⟧ (private registry). Update job ⟦«d9»⟧ failed.
sonarqube: ERROR: Quality gate ⟦failed⟧: 3 Security Hotspots to review (rule ⟦java:S2068⟧ "Credentials should not be hard-coded") in ⟦LoginService.java⟧
codeql: error: Query ⟦js/hardcoded-credentials⟧ found 2 results in ⟦src/legacy/ftp.js⟧
terraform ci: Error: Error acquiring the state lock: ConditionalCheckFailedException. Lock Info: ID: ⟦«uuid»⟧ Path: ⟦acme-tf-state/prod/terraform.tfstate⟧
"""
