"""Innocent corpus 6, the wider world: system and language package managers set 5 did not
quote, localisation tools, printing, telephony, logistics and learning platforms.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set6.py``).
"""

from __future__ import annotations

__all__ = ["WORLD"]

WORLD = r"""
nix: error: hash mismatch in fixed-output derivation '⟦/nix/store/«l32»-source.drv⟧': specified: ⟦sha256-«b64_43»=⟧ got: ⟦sha256-«b64_43»=⟧
nix: error: attribute '⟦passwordStore⟧' missing at ⟦/home/ana/.config/home-manager/home.nix:42:5⟧
Guix: guix build: error: build of `⟦/gnu/store/«l32»-keepassxc-2.7.9.drv⟧' failed
Homebrew: Error: SHA256 mismatch Expected: ⟦«h64»⟧ Actual: ⟦«h64»⟧ File: ⟦/Users/ci/Library/Caches/Homebrew/downloads/«h64»--gnupg-2.4.7.tar.bz2⟧
apt: E: The repository '⟦https://pkg.acme.io/apt stable Release⟧' is not signed. W: GPG error: NO_PUBKEY ⟦«H16»⟧
dpkg: error processing archive ⟦/var/cache/apt/archives/libsecret-1-0_0.21.4-1_amd64.deb⟧ (--unpack): trying to overwrite '⟦/usr/lib/x86_64-linux-gnu/libsecret-1.so.0⟧'
dnf: Error: Transaction test error: file ⟦/usr/bin/pass⟧ from install of ⟦password-store-1.7.4-12.fc41.noarch⟧ conflicts with file from package ⟦pass-otp-1.2.0-1.noarch⟧
rpm: error: ⟦keyutils-libs-1.6.3-4.el9.x86_64⟧: Header V4 RSA/SHA256 Signature, key ID ⟦fd431d51⟧: NOKEY
pacman: error: ⟦gnome-keyring⟧: signature from "⟦Jan Alexander Steffens (heftig) <heftig@archlinux.org>⟧" is unknown trust (key ⟦«H40»⟧)
apk: ERROR: ⟦libsodium-1.0.20-r0⟧: UNTRUSTED signature (repository ⟦https://dl-cdn.alpinelinux.org/alpine/v3.21/main⟧)
Chocolatey: ⟦keepass⟧ not installed. An error occurred during installation: The remote server returned an error: (⟦404⟧) Not Found. (version ⟦2.57.1⟧)
winget: Installer hash does not match; this cannot be overridden when running as admin (package ⟦Bitwarden.CLI⟧, hash ⟦«h64»⟧)
Scoop: ⟦1password-cli⟧: URL ⟦https://cache.agilebits.com/dist/1P/op2/pkg/v2.30.3/op_windows_amd64_v2.30.3.zip⟧ is not valid
vcpkg: error: building ⟦openssl:x64-windows⟧ failed with: BUILD_FAILED (logs ⟦C:\vcpkg\buildtrees\openssl\install-x64-windows-dbg-out.log⟧)
Conan: ERROR: Package '⟦libsodium/1.0.20⟧' not resolved: Unable to find '⟦libsodium/1.0.20⟧' in remotes (revision ⟦«h32»⟧)
opam: [ERROR] The compilation of ⟦mirage-crypto-pk.1.1.0⟧ failed at "⟦dune build -p mirage-crypto-pk -j 8⟧".
cabal: Error: Dependency on unbuildable library from ⟦cryptonite-0.30⟧ (package ⟦password-3.0.4.0⟧)
CPAN: ⟦Crypt::PasswdMD5⟧ ⟦1.42⟧: make test had returned bad status, won't install without force
CRAN: ERROR: dependency '⟦sodium⟧' is not available for package '⟦keyring⟧' (R ⟦4.4.2⟧)
LuaRocks: Error: No results matching query were found for Lua ⟦5.4⟧. (rock ⟦lua-resty-jwt-secret⟧)
Julia Pkg: ERROR: Unsatisfiable requirements detected for package ⟦JSONWebTokens [«h8»]⟧: restricted to versions ⟦1.1.0-1⟧ by ⟦Auth⟧
Dart pub: Because ⟦flutter_secure_storage ^9.2.2⟧ depends on ⟦flutter_secure_storage_web ^1.2.0⟧ which requires SDK version ⟦>=3.3.0 <4.0.0⟧, version solving failed.
SwiftPM: error: Dependencies could not be resolved because root depends on '⟦keychainaccess⟧' ⟦4.2.2..<5.0.0⟧.
Carthage: Task failed with exit code ⟦65⟧: ⟦xcodebuild -workspace Carthage/Checkouts/SAMKeychain/SAMKeychain.xcworkspace⟧
Maven: [ERROR] Failed to execute goal on project ⟦auth-service⟧: Could not resolve dependencies: ⟦org.passay:passay:jar:1.6.6⟧ was not found in ⟦https://repo.maven.apache.org/maven2⟧
Gradle: Could not resolve ⟦io.jsonwebtoken:jjwt-api:0.12.6⟧. Required by: project ⟦:token-service⟧ > Checksum verification failed (sha256 ⟦«h64»⟧)
gettext: msgfmt: ⟦po/de.po⟧:⟦412⟧: 'msgstr' is not a valid C format string, unlike 'msgid' (msgid "⟦Your password expires in %d days⟧")
gettext: ⟦locale/fr/LC_MESSAGES/django.po⟧:⟦88⟧: duplicate message definition "⟦Reset your password⟧"
ICU: U_ILLEGAL_ARGUMENT_ERROR in MessageFormat: "⟦{count, plural, one {# token} other {# tokens}⟧" (locale ⟦ar-EG⟧)
Fluent: E0003: Expected token: "⟦}⟧" (⟦locales/en-US/login.ftl⟧, line ⟦12⟧, message ⟦password-reset-link⟧)
i18next: missingKey ⟦ja⟧ ⟦auth⟧ ⟦errors.password_too_short⟧ ⟦Password must be at least {{min}} characters⟧
FormatJS: [@formatjs/cli] [FormatError] ⟦MISSING_TRANSLATION⟧ for id "⟦login.apiKeyHelp⟧" in ⟦lang/pt-BR.json⟧
Qt Linguist: lrelease: ⟦translations/app_ko.ts⟧:⟦233⟧: Unfinished translation for "⟦&Change Password...⟧" (context ⟦SettingsDialog⟧)
Android: error: ⟦res/values-es/strings.xml⟧:⟦57⟧: Multiple substitutions specified in non-positional format of string resource '⟦token_expiry_notice⟧'
Xcode: ⟦Localizable.strings⟧:⟦14⟧: error: read failed: The data couldn't be read because it isn't in the correct format. (key ⟦"PASSWORD_HINT"⟧)
Crowdin: Error: Failed to upload file '⟦/src/locales/en/secrets.json⟧': File '⟦secrets.json⟧' already exists (project ⟦«d6»⟧)
Weblate: Check failed: ⟦Mismatched full stop⟧ in ⟦nb_NO⟧ for "⟦Your session token has expired.⟧" (component ⟦web/auth⟧)
CLDR: unknown locale '⟦sr-Latn-ME⟧' in ⟦babel.dates.format_datetime⟧ (token format ⟦EEEE, d. MMMM y⟧)
CUPS: Unable to locate printer "⟦HR-Confidential-Laser⟧". (job ⟦«d5»⟧, user ⟦payroll⟧)
CUPS: ⟦ipp://10.0.9.14/ipp/print⟧: Authentication required (printer ⟦Finance-Canon⟧, AuthInfoRequired ⟦username,password⟧)
Asterisk: WARNING[⟦«d5»⟧]: chan_pjsip.c:⟦2931⟧ Registration from '⟦"1004" <sip:1004@10.0.2.3>⟧' failed for '⟦10.0.2.77:5060⟧' - Wrong password
Asterisk: NOTICE: res_pjsip/pjsip_distributor.c: Request '⟦INVITE⟧' from '⟦<sip:1001@pbx>⟧' failed for '⟦203.0.113.44:5062⟧' (callid: ⟦«h32»⟧) - No matching endpoint found
Twilio Voice: Error ⟦13227⟧ Dial: Invalid country code (To ⟦+999 123 4567⟧, CallSid ⟦CA«h32»⟧)
SMPP: submit_sm_resp error ⟦0x00000045⟧ ESME_RSUBMITFAIL (system_id ⟦acme_otp⟧, message id ⟦«h16»⟧, ⟦password length ok⟧)
Logistics: EDI ⟦856⟧ ASN rejected: ⟦HL*3*2*P⟧ pack level without ⟦MAN⟧ segment (shipment ⟦SH«d10»⟧, SSCC ⟦00«d16»⟧)
Logistics: carrier API error ⟦ADDRESS_NOT_FOUND⟧ for tracking ⟦1Z«U16»⟧ (service ⟦UPS Ground⟧, locker code ⟦KEY-PICKUP-07⟧)
Warehouse: pick task ⟦PT-«d8»⟧ failed: location ⟦A-12-03-B⟧ quantity ⟦0⟧ < requested ⟦4⟧ (SKU ⟦LOCK-KEYSET-3⟧)
Moodle: Exception - ⟦Invalid parameter value detected⟧ (course ⟦«d5»⟧, enrolment key: ⟦required⟧, user ⟦s«d7»⟧)
Canvas LMS: 401 Unauthorized ⟦user not authorized to perform that action⟧ (course ⟦«d6»⟧, assignment ⟦«d7»⟧, developer key id ⟦«d17»⟧)
SCORM: ⟦LMSSetValue⟧ error ⟦405⟧: Incorrect data type for ⟦cmi.core.lesson_status⟧ (package ⟦password-hygiene-101.zip⟧)
LTI 1.3: id_token validation failed: ⟦nonce⟧ already used (deployment ⟦«uuid»⟧, kid ⟦«h16»⟧)
Library ILS: Koha: SIP2 login failed for terminal ⟦SELF-CHECK-2⟧ (institution ⟦MAIN⟧, ⟦CN field present⟧, password field: ⟦present⟧)
Booking: reservation ⟦RES-«U8»⟧ failed: room ⟦Keys Suite 402⟧ unavailable from ⟦2026-12-24⟧ to ⟦2026-12-27⟧ (rate plan ⟦BAR-FLEX⟧)
Airline: PNR ⟦«U6»⟧ ticketing failed: ⟦FOP CC DECLINED⟧ (segment ⟦LH 401 FRA-JFK⟧, e-ticket ⟦220-«d10»⟧)
"""
