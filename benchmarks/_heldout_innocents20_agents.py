"""Innocent set 20: coding-agent output, runtimes' errors, set 20's languages and public ids of
set 20's vendors, holding no secret.

``AGENT``: what a coding agent's tools return on a repository with no secret in it: reads
(``cat -n``, ``bat``, ``L12:``) of sample config files with empty values, variable
references or placeholders, file listings, ``tree`` and ``find`` output, ripgrep hits,
diffs, ``git status``, ``git log`` and ``git blame``, test failures of several runners,
lockfile lines with integrity hashes, checksums, image digests, build output and exit codes.
``RUNTIMES``: Node, Deno, Java, Kotlin, Go, Rust, Ruby, .NET, Swift and Dart errors with ids,
hashes, hosts and masked values but no secret. ``WORLD``: set 20's languages on policies,
counts and public codes. ``VENDOR_IDS``: public ids of set 20's vendors (DOIs, ORCID iDs,
PubMed ids, station codes, ISINs, event ids). None holds a secret; each marks what a model
needs.
"""

from __future__ import annotations

__all__ = ["AGENT", "RUNTIMES", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦     1	POSTGRES_PASSWORD=⟧\n⟦     2	POSTGRES_USER=app⟧ — ⟦.env.sample: password left empty⟧
agent: ⟦   1   │ SENTRY_AUTH_TOKEN=${SENTRY_AUTH_TOKEN}⟧ (⟦bat, .env.ci: a variable reference⟧)
agent: ⟦L1: //npm.pkg.acme.io/:_authToken=${NPM_TOKEN}⟧\n⟦L2: @acme:registry=https://npm.pkg.acme.io/⟧
agent: ⟦     4	password = <set in ~/.pypirc.local>⟧ (⟦placeholder⟧)
agent: ⟦     7	  token: ""⟧ in ⟦kubeconfig.example⟧ (⟦empty string⟧)
agent: ⟦     3	      "auth": "<base64 user:token>"⟧ in ⟦docs/docker-config.sample.json⟧
agent: ⟦$ tree -L 2 config⟧\n⟦config⟧\n⟦├── credentials.yml.enc⟧\n⟦├── master.key.example⟧\n⟦└── secrets.schema.json⟧ (⟦3 files⟧)
agent: ⟦$ find . -name '*.pem' -newer package.json⟧\n⟦./certs/ca-bundle.pem⟧ (⟦public CA bundle, 148 certs⟧)
agent: ⟦src/auth/apiKey.ts⟧\n⟦12:export const API_KEY_HEADER = "x-api-key";⟧\n⟦31:if (!apiKey) throw new MissingApiKeyError();⟧
agent: ⟦src/config/secrets.rs:44:    let secret = std::env::var("SIGNING_SECRET")?;⟧ (⟦ripgrep, 1 match⟧)
agent: ⟦$ git status --short⟧\n⟦ M src/auth/session.go⟧\n⟦?? .env.local⟧ (⟦untracked, listed in .gitignore? no⟧)
agent: ⟦diff --git a/.gitignore b/.gitignore⟧\n⟦@@ -4,0 +5,2 @@⟧\n⟦+.env.local⟧\n⟦+*.pem⟧
agent: ⟦-    password: ${DB_PASSWORD}⟧\n⟦+    password: ${DB_PASSWORD:?set DB_PASSWORD}⟧ (⟦docker-compose.yml⟧)
agent: ⟦-  PASSWORD_MIN_LENGTH: 8⟧\n⟦+  PASSWORD_MIN_LENGTH: 12⟧ (⟦config/policy.yml⟧)
agent: ⟦commit «h40»⟧\n⟦    feat(auth): store refresh tokens hashed (sha256)⟧
agent: ⟦«h8» (dev 2026-12-04 17:31:09 +0000 18) const TOKEN_HEADER = "Authorization";⟧
agent: ⟦=================================== FAILURES ===================================⟧ ⟦test_rotate_key_schedules_job⟧ ⟦assert 90 == 30⟧
agent: ⟦✗ rejects an expired token (14 ms)⟧ ⟦expected 401 to equal 403⟧ (⟦vitest, 1 failed | 87 passed⟧)
agent: ⟦[ERROR] Tests run: 42, Failures: 1⟧ ⟦PasswordEncoderTest.matchesBcrypt:31 expected:<true> but was:<false>⟧
agent: ⟦Failures:⟧ ⟦1) ApiKey#masked returns the last four characters⟧ ⟦expected: "****9f2a"⟧ ⟦got: "****"⟧ (⟦rspec⟧)
agent: ⟦FAIL: TestTokenExpiry (0.00s)⟧ ⟦token_test.go:52: exp = 1764928800, want 1764925200⟧
agent: ⟦"node_modules/bcryptjs": {⟧ ⟦"version": "2.4.3"⟧, ⟦"integrity": "sha512-«b64_86»=="⟧
agent: ⟦keyring==25.5.0 \⟧\n⟦    --hash=sha256:«h64»⟧ (⟦requirements.txt⟧)
agent: ⟦checksum = "«h64»"⟧ for ⟦name = "ring", version = "0.17.8"⟧ (⟦Cargo.lock⟧)
agent: ⟦gem 'devise', '4.9.4'⟧ ⟦CHECKSUMS devise (4.9.4) sha256=«h64»⟧ (⟦Gemfile.lock⟧)
agent: ⟦"Microsoft.AspNetCore.Authentication.JwtBearer": {⟧ ⟦"resolved": "8.0.11"⟧, ⟦"contentHash": "«b64_86»=="⟧
agent: ⟦$ sha512sum release.tar.gz⟧\n⟦«h128»  release.tar.gz⟧ (⟦matches SHA512SUMS⟧)
agent: ⟦FROM node:20-slim@sha256:«h64»⟧ (⟦Dockerfile line 1, pinned digest⟧)
agent: ⟦$ gpg --verify SHA256SUMS.asc⟧ ⟦Good signature from "Release Bot <release@acme.io>"⟧ ⟦key «H16»⟧
agent: ⟦$ cargo build --release⟧ ⟦error[E0432]: unresolved import `secrecy::SecretString`⟧ (⟦secrecy 0.10 renamed it⟧)
agent: ⟦$ go vet ./...⟧ ⟦auth/token.go:88:2: unreachable code⟧ (⟦exit status 1⟧)
agent: ⟦$ mvn -q verify⟧ ⟦BUILD FAILURE⟧ ⟦Total time: 48.2 s⟧ ⟦exit code 1⟧
agent: ⟦Process exited with code 130 (interrupted)⟧ after ⟦12m 04s⟧ of ⟦npm run e2e⟧
agent: ⟦{"stdout": "", "stderr": "grep: .env: No such file or directory", "exit_code": 2}⟧
agent: ⟦Read 212 lines from src/auth/passwords.py⟧ (⟦truncated at 200⟧)
agent: ⟦Edited src/auth/session.ts: 3 insertions(+), 1 deletion(-)⟧
agent: ⟦apply_patch: hunk 2 of 3 failed at src/secrets/loader.ts:57⟧ (⟦context changed⟧)
agent: ⟦$ ls -la .ssh/⟧\n⟦-rw-r--r-- 1 dev dev 737 known_hosts⟧ (⟦no private keys⟧)
agent: ⟦$ env | grep -c AWS_⟧\n⟦0⟧ (⟦no AWS variables set⟧)
agent: ⟦pre-commit: detect-secrets....................Passed⟧ ⟦gitleaks.......................Passed⟧
"""

RUNTIMES = r"""
runtimes: ⟦TypeError: Cannot read properties of undefined (reading 'token')⟧ ⟦at refresh (src/auth.js:41:22)⟧
runtimes: ⟦error: Uncaught (in promise) PermissionDenied: Requires env access to "API_KEY"⟧ (⟦run again with --allow-env⟧)
runtimes: ⟦java.lang.IllegalArgumentException: secret key must be at least 256 bits (got 128)⟧ ⟦at io.jsonwebtoken.security.Keys.hmacShaKeyFor(Keys.java:96)⟧
runtimes: ⟦kotlin.UninitializedPropertyAccessException: lateinit property tokenStore has not been initialized⟧
runtimes: ⟦panic: runtime error: index out of range [3] with length 3⟧ ⟦goroutine 18 [running]: auth.(*Rotator).next⟧
runtimes: ⟦thread 'main' panicked at src/keys.rs:27:14: called `Option::unwrap()` on a `None` value⟧
runtimes: ⟦ActiveSupport::MessageEncryptor::InvalidMessage⟧ (⟦credentials.yml.enc was written with another master key⟧)
runtimes: ⟦System.Security.Cryptography.CryptographicException: Padding is invalid and cannot be removed.⟧ ⟦DataProtection key ring «uuid»⟧
runtimes: ⟦Fatal error: Unexpectedly found nil while unwrapping an Optional value⟧ ⟦KeychainStore.swift:48⟧
runtimes: ⟦Unhandled exception: FormatException: Invalid radix-10 number (at character 1)⟧ ⟦"twelve"⟧
runtimes: ⟦org.postgresql.util.PSQLException: FATAL: password authentication failed for user "report"⟧ (⟦host pg-«d2»⟧)
runtimes: ⟦Npgsql.NpgsqlException: Failed to connect to 10.0.«d2».«d2»:5432⟧ ⟦timeout 15 s⟧
"""

WORLD = r"""
world: ⟦ʻŌlelo huna: 12 hua palapala ka liʻiliʻi loa⟧ (⟦haw, minimum length 12⟧)
world: ⟦Вăрттăн сăмах 90 кунран улăштармалла⟧ (⟦cv, rotate every 90 days⟧)
world: ⟦Пароль павінен мець не менш за 12 сімвалаў⟧ (⟦be, at least 12 characters⟧)
world: ⟦Лозинката истекува за 14 дена⟧ (⟦mk, expires in 14 days⟧)
world: ⟦Lefoko la sephiri le tshwanetse go nna le ditlhaka di le 10⟧ (⟦tn, 10 characters⟧)
world: ⟦Peraule segrete cambiade ai 2026-12-04⟧ (⟦fur, changed on 2026-12-04⟧)
world: ⟦Сусæг дзырд 5 хатты рæдыдæй бацахстæуыд⟧ (⟦os, 5 failed attempts⟧)
world: ⟦Кистэлэҥ тыл: 3 төгүл сыыһа⟧ (⟦sah, 3 wrong tries⟧)
world: ⟦Fockle arrey: 8 lettyryn er y chooid sloo⟧ (⟦gv, at least 8 letters⟧)
world: ⟦Ger tremena: «d3» devnydhyer gans MFA⟧ (⟦kw, users with MFA⟧)
"""

VENDOR_IDS = r"""
vendor-ids: ⟦PMID «d8»⟧ ⟦PMCID PMC«d7»⟧ — ⟦NCBI: full text embargoed until 2027-03⟧
vendor-ids: ⟦ORCID 0000-000«d1»-«d4»-«d3»X⟧ ⟦works: 41⟧ (⟦public record⟧)
vendor-ids: ⟦Zenodo record «d8»⟧ ⟦DOI 10.5281/zenodo.«d8»⟧ ⟦version 3 of 3⟧
vendor-ids: ⟦Materials Project mp-«d5»⟧ ⟦band gap 1.12 eV⟧ ⟦formula Si⟧
vendor-ids: ⟦Rijksmuseum object SK-C-«d1»«d2»⟧ ⟦image 404 on IIIF server⟧
vendor-ids: ⟦MBTA stop place-«l5»⟧ ⟦route Red⟧ ⟦no predictions (service suspended)⟧
vendor-ids: ⟦WMATA station code «U1»«d2»⟧ ⟦elevator outage «d5»⟧
vendor-ids: ⟦ISIN US«d10»⟧ ⟦OpenFIGI: BBG«U9»⟧ ⟦no match for exchange XSTO⟧
vendor-ids: ⟦Ticketmaster event «U2»«A14»⟧ ⟦on sale 2026-12-12 10:00⟧
vendor-ids: ⟦TVDB series «d6»⟧ ⟦season 2 missing episode 7⟧
vendor-ids: ⟦BscScan tx 0x«h64»⟧ ⟦status failed (out of gas)⟧
vendor-ids: ⟦osu! beatmap «d7»⟧ ⟦ranked 2026-11-30⟧ ⟦star rating 6.21⟧
"""
