"""Innocent corpus 6, builds: compilers, linkers, build systems and CI logs of toolchains set 5
did not quote (GCC/Clang templates, lld/ld.bfd/gold/mold, MSVC, Zig, Haskell, OCaml, Swift,
Kotlin, Bazel, Buck2, Meson, CMake, SCons, Jenkins, Buildkite, TeamCity, Azure Pipelines,
Drone, Tekton).

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set6.py``).
"""

from __future__ import annotations

__all__ = ["BUILD"]

BUILD = r"""
ld: ⟦obj/auth/token_store.o⟧: in function `⟦TokenStore::rotate()⟧': undefined reference to `⟦crypto_secretbox_easy⟧'
ld.lld: error: duplicate symbol: ⟦g_password_policy⟧ >>> defined at ⟦password_policy.cc:12⟧ >>> defined at ⟦legacy/password_policy.cc:9⟧
ld.gold: error: ⟦libkeyring.a(keyring.o)⟧: requires dynamic R_X86_64_PC32 reloc against '⟦secret_free⟧' which may overflow at runtime; recompile with -fPIC
mold: error: undefined symbol: ⟦EVP_PKEY_get_bn_param⟧ >>> referenced by ⟦signer.c⟧ (⟦libcrypto.so.3⟧ not in link line)
collect2: error: ld returned ⟦1⟧ exit status (target ⟦bin/keyctl⟧, ⟦-Wl,--as-needed⟧)
ld: warning: ⟦libssl.so.1.1⟧, needed by ⟦/opt/vendor/lib/libvault_client.so⟧, not found (try using -rpath or -rpath-link)
ld64: Undefined symbols for architecture ⟦arm64⟧: "⟦_SecItemCopyMatching⟧", referenced from: ⟦_keychain_read in keychain.o⟧
LINK : fatal error ⟦LNK1104⟧: cannot open file '⟦credui.lib⟧' (project ⟦PasswordPrompt.vcxproj⟧)
MSVC: ⟦src\token_cache.cpp(88)⟧: error ⟦C2664⟧: 'void TokenCache::put(const std::string &)': cannot convert argument ⟦1⟧ from 'const char16_t *'
gcc: ⟦src/secret_sharing.c:214:17⟧: warning: '⟦memcpy⟧' writing ⟦32⟧ bytes into a region of size ⟦16⟧ overflows the destination [⟦-Wstringop-overflow=⟧]
g++: ⟦include/keymap.hpp:57:22⟧: error: no match for '⟦operator<⟧' (operand types are '⟦const KeyId⟧' and '⟦const KeyId⟧') -- required from 'std::map<KeyId, Entry>'
clang: ⟦lib/Auth/Password.cpp:41:10⟧: error: no member named '⟦hashPassword⟧' in namespace '⟦argon2⟧'; did you mean '⟦hash_password⟧'?
clang: error: unable to execute command: Killed (program ⟦clang-18⟧, file ⟦generated/tokens_table.inc⟧, ⟦-O2⟧)
clang-tidy: ⟦src/session.cc:130:3⟧: warning: use of a signed integer operand with a binary bitwise operator [⟦hicpp-signed-bitwise⟧] (check ⟦token_flags⟧)
nvcc: ⟦kernels/keyswitch.cu(77)⟧: error: identifier "⟦__shfl_sync⟧" is undefined (⟦-arch=sm_30⟧)
Zig: ⟦src/keystore.zig:18:5⟧: error: expected type '⟦[]const u8⟧', found '⟦[32]u8⟧'
GHC: ⟦src/Auth/Token.hs:42:15⟧: error: [⟦GHC-83865⟧] Couldn't match expected type '⟦ByteString⟧' with actual type '⟦Text⟧'
OCaml: File "⟦lib/secret.ml⟧", line ⟦27⟧, characters ⟦4-19⟧: Error: Unbound module ⟦Mirage_crypto_rng⟧
Swift: ⟦Sources/Keychain/PasswordItem.swift:64:13⟧: error: value of type '⟦CFDictionary⟧' has no member '⟦kSecAttrAccount⟧'
Kotlin: e: ⟦file:///ci/app/src/main/kotlin/auth/TokenRefresher.kt:33:9⟧ Unresolved reference: ⟦refreshTokenStore⟧
javac: ⟦src/main/java/com/acme/PasswordEncoderConfig.java:19⟧: error: cannot find symbol ⟦BCryptPasswordEncoder⟧ (⟦spring-security-crypto⟧ missing)
Scala: [error] ⟦modules/auth/src/main/scala/KeyRing.scala:88:12⟧: type mismatch; found: ⟦Option[SecretKey]⟧ required: ⟦SecretKey⟧
Go: ⟦internal/secrets/loader.go:57:2⟧: declared and not used: ⟦tokenTTL⟧ (go ⟦1.23.4⟧)
Go: found packages ⟦keyring⟧ (⟦keyring.go⟧) and ⟦main⟧ (⟦cmd.go⟧) in ⟦/src/tools/keyring⟧
rustc: error[⟦E0599⟧]: no method named `⟦expose_secret⟧` found for struct `⟦SecretString⟧` in the current scope --> ⟦src/config.rs:61:28⟧
rustc: error: linking with `⟦cc⟧` failed: exit status: ⟦1⟧ = note: /usr/bin/ld: cannot find ⟦-lsodium⟧
Bazel: ERROR: ⟦/src/auth/BUILD.bazel:14:11⟧: no such target '⟦//third_party/boringssl:crypto⟧': target 'crypto' not declared in package
Bazel: ERROR: action '⟦Compiling auth/password_hasher.cc⟧' failed: (Exit ⟦1⟧) (remote cache key ⟦«h64»⟧)
Buck2: Action failed: ⟦root//auth:token_test (cxx_link_executable)⟧ (digest ⟦«h40»:«d5»⟧)
Meson: ⟦meson.build:34:0⟧: ERROR: Dependency "⟦libsecret-1⟧" not found, tried ⟦pkgconfig⟧ and ⟦cmake⟧
CMake Error at ⟦cmake/FindKeyutils.cmake:22⟧ (message): Could NOT find ⟦Keyutils⟧ (missing: ⟦KEYUTILS_LIBRARY⟧ ⟦KEYUTILS_INCLUDE_DIR⟧)
SCons: *** [⟦build/release/secretd⟧] Error ⟦1⟧ (scons: building terminated because of errors.)
autoconf: configure: error: ⟦libgcrypt⟧ >= ⟦1.10.0⟧ is required (see ⟦config.log⟧ line ⟦8812⟧)
make: *** [⟦Makefile:214: tests/test_password_reset⟧] Error ⟦2⟧
ninja: build stopped: subcommand failed. (FAILED: ⟦obj/token/token_bucket.o⟧)
ccache: error: Failed to create temporary file for ⟦/ccache/tmp/key_derivation.stdout⟧: No space left on device
sccache: error: Server startup failed: ⟦cache storage failed to read⟧ (bucket ⟦acme-sccache⟧, key prefix ⟦«h8»/⟧)
Jenkins: [Pipeline] withCredentials Masking supported pattern matches of ⟦$NEXUS_PASSWORD⟧ or ⟦$NEXUS_USER⟧ ERROR: script returned exit code ⟦1⟧ (build ⟦#«d4»⟧)
Jenkins: ERROR: Could not find credentials entry with ID '⟦github-app-token⟧' (job ⟦api/main⟧)
Buildkite: 🚨 Error: The command exited with status ⟦137⟧ (step ⟦:docker: build⟧, job ⟦«uuid»⟧, agent ⟦ci-large-«d2»⟧)
TeamCity: Build failure condition: ⟦1⟧ test failed: ⟦PasswordResetFlowTest.expiredTokenIsRejected⟧ (build ⟦#«d5»⟧, VCS revision ⟦«h40»⟧)
Azure Pipelines: ##[error]Variable group '⟦prod-secrets⟧' could not be found or the pipeline is not authorized to use it (pipeline ⟦«d3»⟧)
Azure Pipelines: ##[warning]Secret variable '⟦SIGNING_KEY_PASSWORD⟧' is not mapped to the task's environment
Drone: ⟦clone⟧: fatal: reference is not a tree: ⟦«h40»⟧ (build ⟦«d4»⟧, stage ⟦default⟧)
Tekton: TaskRun ⟦build-«l5»⟧ failed: step-⟦push⟧ exited with code ⟦1⟧ (workspace ⟦docker-credentials⟧ bound to secret ⟦registry-auth⟧)
GitHub Actions: Error: Input required and not supplied: ⟦token⟧ (action ⟦peter-evans/create-pull-request@v7⟧, run ⟦«d10»⟧)
GitHub Actions: Warning: Skip output '⟦api_key⟧' since it may contain secret. (step ⟦generate⟧)
GitLab CI: ERROR: Job failed: exit code ⟦1⟧ (job ⟦«d10»⟧, runner ⟦#«d5»⟧, protected variable ⟦DEPLOY_TOKEN⟧: ⟦not available on unprotected branch⟧)
CircleCI: Error: Context ⟦aws-prod-keys⟧ not authorized for this project (workflow ⟦«uuid»⟧)
pre-commit: ⟦detect-private-key⟧ ... Failed - hook id: detect-private-key - exit code: ⟦1⟧ Private key found: ⟦tests/fixtures/test_key.pem⟧
coverage: FAIL Required test coverage of ⟦90%⟧ not reached. Total coverage: ⟦87.41%⟧ (⟦src/auth/token.py⟧ ⟦61%⟧)
JUnit: ⟦com.acme.auth.SecretRotationIT⟧ > ⟦rotatesEveryThirtyDays()⟧ FAILED: expected: <⟦30⟧> but was: <⟦31⟧>
"""
