"""Held-out set 7: real tools' command lines, server logs, debug and verbose output.

Written on 2026-12-03 (21:42-22:05 UTC), blind. One case a line: ``name ¦ source ¦ secret ¦
message`` (see ``table`` in ``_heldout_secrets_harness.py``). Rows marked "run here" copy the
output of the tool run on this machine on 2026-12-03 with a made-up value (PostgreSQL 15.18
server log with ``log_statement=all``, psql 15.18, pg_dumpall, curl 7.88.1 ``--libcurl`` and
``--trace-ascii``, OpenSSL 3.0.19 ``dgst``/``mac``/``kdf``/``enc -K``, SQLite 3.40.1, Java 17
``-XshowSettings``, Node 20 ``JSON.parse`` and ``URLSearchParams``, Perl 5.36 warnings, rustc
1.95 ``assert_eq!``); the rest follow each tool's manual page. No tool or flag here is in sets
1-6 (grepped for in ``benchmarks/``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["tool_cases"]

RUN_HERE = """
postgres log_statement create role ¦ run here: postgres -c log_statement=all logs "LOG:  statement: CREATE ROLE ... PASSWORD '...'" ¦ {p} ¦ 2026-12-03 21:48:36.465 UTC [24705] LOG:  statement: CREATE ROLE app LOGIN PASSWORD '{t}';\\n2026-12-03 21:48:36.470 UTC [24705] ERROR:  role "app" already exists
postgres error STATEMENT line ¦ run here: a failing ALTER ROLE is logged again as STATEMENT: ¦ {p} ¦ 2026-12-03 21:48:36.637 UTC [24710] ERROR:  invalid input syntax for type timestamp with time zone: "tomorow"\\n2026-12-03 21:48:36.637 UTC [24710] STATEMENT:  ALTER ROLE app PASSWORD '{t}' VALID UNTIL 'tomorow';
psql syntax error LINE echo ¦ run here: psql prints LINE 1: with the statement and a caret ¦ {p} ¦ ERROR:  unrecognized role option "pasword"\\nLINE 1: CREATE USER mart WITH PASWORD '{t}';\\n                              ^
psql dblink conninfo echo ¦ run here: psql echoes the first 70 characters of the statement (dblink conninfo) ¦ {A10} ¦ ERROR:  function dblink_connect(unknown) does not exist\\nLINE 1: SELECT dblink_connect('host=db2 user=etl password={t}...\\n               ^
postgres user mapping ¦ run here: CREATE USER MAPPING ... OPTIONS (user, password) in the statement log ¦ {p} ¦ 2026-12-03 21:48:36.901 UTC [24716] LOG:  statement: CREATE USER MAPPING FOR app SERVER legacy OPTIONS (user 'etl', password '{t}');\\nERROR:  server "legacy" does not exist
pg_dumpall scram verifier ¦ run here: pg_dumpall --roles-only prints PASSWORD 'SCRAM-SHA-256$4096:salt$stored:server' (a verifier that logs a client in to a server that trusts it) ¦ SCRAM-SHA-256$4096:{b24}${b44}:{b43} ¦ pg_restore: error: could not execute query: ERROR:  role "app" already exists\\nCommand was: ALTER ROLE app WITH NOSUPERUSER INHERIT LOGIN PASSWORD '{t}';
curl libcurl userpwd ¦ run here: curl --libcurl - writes C with CURLOPT_USERPWD ¦ {p} ¦ curl: (7) Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server\\n  curl_easy_setopt(hnd, CURLOPT_USERPWD, "svc:{t}");
curl libcurl postfields ¦ run here: curl --libcurl - writes CURLOPT_POSTFIELDS with the form body ¦ {u40} ¦   curl_easy_setopt(hnd, CURLOPT_URL, "https://login.acme.io/oauth/token");\\n  curl_easy_setopt(hnd, CURLOPT_POSTFIELDS, "grant_type=client_credentials&client_id=etl&client_secret={t}");
curl trace-ascii header ¦ run here: curl --trace-ascii - numbers each header line with a hex offset ¦ {A32} ¦ == Info: Connected to 127.0.0.1 (127.0.0.1) port 18877 (#0)\\n=> Send header, 107 bytes (0x6b)\\n0000: GET /x HTTP/1.1\\n0011: Host: 127.0.0.1:18877\\n004e: X-Api-Key: {t}\\n<= Recv header, 29 bytes (0x1d)\\n0000: HTTP/1.0 404 File not found
curl trace-ascii data ¦ run here: curl --trace-ascii shows "=> Send data" with the urlencoded body ¦ {p} ¦ => Send data, 41 bytes (0x29)\\n0000: username=ana&password={t}\\n== Info: HTTP 1.0, assume close after body\\n<= Recv header, 36 bytes (0x24)\\n0000: HTTP/1.0 501 Unsupported method
openssl dgst hmac key ¦ run here: openssl dgst -sha256 -hmac KEY prints HMAC-SHA2-256(file)= ¦ {A32} ¦ openssl dgst -sha256 -hmac '{t}' payload.json\\nHMAC-SHA2-256(payload.json)= d34c9008a1bdcef69c86557ee18bff458f3d3b8ed8776aa1dd0b208b241bbe96 (expected signature mismatch)
openssl mac macopt key ¦ run here: openssl mac -macopt key:KEY HMAC ¦ {A32} ¦ openssl mac -digest SHA256 -macopt key:{t} -in body.bin HMAC\\nmac: Use -help for summary.
openssl kdf pass ¦ run here: openssl kdf -kdfopt pass:PASS PBKDF2 ¦ {p} ¦ openssl kdf -keylen 32 -kdfopt digest:SHA256 -kdfopt pass:{t} -kdfopt salt:NaCl -kdfopt iter:1000 PBKDF2\\n6D:0E:84:0A:BD:2D:38:90:9C:1D:E3:33:BC:AC:B6:A6:3D:AB:C0:87:3E:76:C9:51:23:00:44:42:2D:9C:68:53
openssl enc raw key ¦ run here: openssl enc -K <hex key> -iv <hex> prints "hex string is too short" ¦ {h64} ¦ hex string is too short, padding with zero bytes to length\\nbad decrypt (openssl enc -d -aes-256-cbc -K {t} -iv 00112233445566778899aabbccddeeff -in vault.bin)
sqlite3 parse error echo ¦ run here: sqlite3 prints the statement and "error here ---^" ¦ {p} ¦ Parse error near line 2: near "x": syntax error\\n  INSERT INTO accounts VALUES('ana', '{t}') x;\\n                                error here ---^
sqlite3 prepare error echo ¦ run here: sqlite3 "Error: in prepare" with the statement ¦ {p} ¦ Error: in prepare, near ";": syntax error\\n  UPDATE users SET password = '{t}' WHERE id = ;\\n                                                ^--- error here
java showsettings properties ¦ run here: java -XshowSettings:properties lists every -D property ¦ {p} ¦ Property settings:\\n    java.version = 17.0.15\\n    javax.net.ssl.trustStorePassword = {t}\\n    javax.net.ssl.trustStore = /etc/app/truststore.p12\\nError: Could not find or load main class com.acme.Main
node json parse token ¦ run here: Node 20 JSON.parse quotes the input ¦ {A18} ¦ SyntaxError: Unexpected token 'N', "{t}" is not valid JSON\\n    at JSON.parse (<anonymous>) (reading ~/.config/acme/token)
node urlsearchparams inspect ¦ run here: console.log(new URLSearchParams(...)) ¦ {u43} ¦ Error: invalid_grant\\nURLSearchParams { 'grant_type' => 'refresh_token', 'refresh_token' => '{t}' }
perl isn't numeric ¦ run here: perl -w: Argument "..." isn't numeric ¦ {A12} ¦ Argument "{t}" isn't numeric in addition (+) at /opt/acme/bin/unlock.pl line 14, <STDIN> line 1. (read from $ENV{DEVICE_PIN})
rust assert_eq left right ¦ run here: rustc 1.95 assert_eq! failure prints left and right ¦ {A32} ¦ thread 'main' (21761) panicked at tests/auth.rs:18:5:\\nassertion `left == right` failed\\n  left: "{t}"\\n right: "expected-token"
"""

MANUALS = """
snmpget v3 auth and priv ¦ snmpcmd(1): -A authPassphrase -X privPassphrase ¦ {p} ¦ snmpget -v3 -l authPriv -u monitor -a SHA -A '{t}' -x AES -X 'Xp7q2LmN4kR8' sw-core-01 sysUpTime.0\\nsnmpget: Authentication failure (incorrect password, community or key)
snmpwalk community string ¦ snmpcmd(1): -c community (a shared secret in v1/v2c) ¦ {A16} ¦ snmpwalk -v2c -c {t} 10.20.0.1 ifDescr\\nTimeout: No Response from 10.20.0.1
nmap script args ¦ nmap --script-args http.username,http.password (nmap.org NSE docs) ¦ {p} ¦ nmap -p 443 --script http-auth --script-args 'http.username=admin,http.password={t}' 10.0.0.7\\nNSE: [http-auth] Failed: 401
duplicity passphrase env ¦ duplicity(1): PASSPHRASE env ¦ {p} ¦ GPGError: GPG Failed, see log below: gpg: decryption failed: Bad session key (PASSPHRASE='{t}' duplicity restore s3://acme-bk/host1 /restore)
sshfs password stdin ¦ sshfs(1): -o password_stdin ¦ {p} ¦ echo '{t}' | sshfs -o password_stdin backup@nas01:/vol1 /mnt/nas\\nread: Connection reset by peer
ncftp -p ¦ ncftp(1): -u user -p pass ¦ {p} ¦ ncftpput -u upload -p {t} ftp.acme.io /incoming report.csv\\nncftpput: cannot open ftp.acme.io: username and/or password was not accepted for login.
rpcclient user%pass ¦ rpcclient(1): -U user%password ¦ {p} ¦ rpcclient -U 'ACME\\svc_scan%{t}' 10.0.0.10 -c enumdomusers\\nCannot connect to server.  Error was NT_STATUS_LOGON_FAILURE
net rpc user%pass ¦ net(8): -U user%password ¦ {p} ¦ net rpc password ana -U 'ACME/admin%{t}' -S dc01\\nFailed to set password for 'ana' with error: Access is denied..
impacket target string ¦ impacket examples: domain/user:password@target ¦ {p} ¦ [-] SMB SessionError: STATUS_LOGON_FAILURE(The attempted logon is invalid.) (psexec.py acme.local/admin:{t}@10.0.0.21)
crackmapexec -p ¦ crackmapexec smb -u -p (wiki) ¦ {p} ¦ SMB 10.0.0.21 445 FS01 [-] acme.local\\backup:{t} STATUS_LOGON_FAILURE
evil-winrm -p ¦ evil-winrm -i -u -p (README) ¦ {p} ¦ Error: An error of type WinRM::WinRMAuthorizationError happened, message is WinRM::WinRMAuthorizationError (evil-winrm -i 10.0.0.30 -u Administrator -p '{t}')
rdesktop -p ¦ rdesktop(1): -u user -p password ¦ {p} ¦ rdesktop -u ops -p {t} -g 1280x800 ts01.acme.io\\nFailed to connect, CredSSP required by server.
govc url ¦ govc README: GOVC_URL=https://user:pass@host/sdk ¦ {p} ¦ govc: ServerFaultCode: Cannot complete login due to an incorrect user name or password. (GOVC_URL=https://administrator@vsphere.local:{t}@vc01.acme.io/sdk)
proxmox api token ¦ pve.proxmox.com wiki: Authorization: PVEAPIToken=USER@REALM!TOKENID=UUID ¦ {uuid} ¦ proxmoxer.core.AuthenticationError: 401 Unauthorized: no ticket (Authorization: PVEAPIToken=root@pam!ci={t})
openstack os-password ¦ python-openstackclient: --os-password and OS_PASSWORD ¦ {p} ¦ The request you have made requires authentication. (HTTP 401) (Request-ID: req-8c1f0a2b-3d4e-4f5a-9b8c-7d6e5f4a3b2c) openstack --os-username admin --os-password {t} --os-project-name ops server list
openrc os_password ¦ OpenStack openrc file: export OS_PASSWORD= ¦ {p} ¦ source ./ops-openrc.sh: export OS_AUTH_URL=https://keystone.acme.io:5000/v3 export OS_USERNAME=admin export OS_PASSWORD={t} -> Failed to discover available identity versions
s3fs passwd file ¦ s3fs README: ~/.passwd-s3fs holds ACCESS_KEY_ID:SECRET_ACCESS_KEY ¦ {b30} ¦ s3fs: credentials file /root/.passwd-s3fs should not have others permissions. (AKIAX7Q2M4N6P8R0T2V4:{t})
fastlane match password ¦ docs.fastlane.tools match: MATCH_PASSWORD ¦ {p} ¦ [!] Invalid password passed via 'MATCH_PASSWORD' -- MATCH_PASSWORD={t} bundle exec fastlane ios beta
altool app-specific password ¦ support.apple.com: app-specific passwords are xxxx-xxxx-xxxx-xxxx ¦ {a4}-{a4}-{a4}-{a4} ¦ xcrun altool --upload-app -f App.ipa -u dev@acme.io -p {t}\\n*** Error: Unable to upload archive. Failed to get authorization for username 'dev@acme.io' and password. (-1011)
notarytool password ¦ xcrun notarytool submit --apple-id --password --team-id ¦ {a4}-{a4}-{a4}-{a4} ¦ Error: HTTP status code: 401. Unable to authenticate. (notarytool submit App.zip --apple-id dev@acme.io --password {t} --team-id 8XK2Q9M4N6)
security unlock-keychain ¦ security(1): unlock-keychain -p password ¦ {p} ¦ security unlock-keychain -p '{t}' ~/Library/Keychains/build.keychain-db\\nsecurity: SecKeychainUnlock build.keychain-db: The user name or passphrase you entered is not correct.
security add-generic-password ¦ security(1): add-generic-password -w password ¦ {A32} ¦ security add-generic-password -a ci -s npm-token -w {t}\\nsecurity: SecKeychainItemCreateFromContent (<default>): The specified item already exists in the keychain.
apksigner ks-pass ¦ developer.android.com apksigner: --ks-pass pass:<password> ¦ {p} ¦ apksigner sign --ks release.jks --ks-pass pass:{t} app-release.apk\\nFailed to load signer "signer #1"\\njava.io.IOException: Keystore was tampered with, or password was incorrect
gradle injected signing ¦ Android Gradle plugin: -Pandroid.injected.signing.store.password= ¦ {p} ¦ ./gradlew assembleRelease -Pandroid.injected.signing.store.file=/ci/release.jks -Pandroid.injected.signing.store.password={t} -Pandroid.injected.signing.key.alias=release\\nExecution failed for task ':app:packageRelease'.
signtool /p ¦ learn.microsoft.com SignTool: sign /f pfx /p password ¦ {p} ¦ SignTool Error: The specified PFX password is not correct. (signtool sign /fd SHA256 /f codesign.pfx /p {t} /tr http://timestamp.digicert.com setup.exe)
certutil -p ¦ learn.microsoft.com certutil: -p password -importpfx ¦ {p} ¦ certutil -f -p {t} -importpfx web.pfx\\nCertUtil: -importPFX command FAILED: 0x80070056 (WIN32: 86 ERROR_INVALID_PASSWORD)
pk12util -W ¦ NSS pk12util(1): -W pkcs12 file password ¦ {p} ¦ pk12util -i client.p12 -d sql:/etc/pki/nssdb -W {t}\\npk12util: PKCS12 decode validate bags failed: SEC_ERROR_BAD_PASSWORD: The security password entered is incorrect.
acme.sh CF_Key ¦ acme.sh dnsapi wiki: export CF_Key= CF_Email= ¦ {h37} ¦ [Thu Dec  3 21:30:02 UTC 2026] invalid domain (CF_Key='{t}' CF_Email='ops@acme.io' acme.sh --issue --dns dns_cf -d acme.io)
lego dns env ¦ go-acme.github.io/lego dns providers: CLOUDFLARE_DNS_API_TOKEN ¦ {u40} ¦ 2026/12/03 21:30:02 [acme.io] acme: error presenting token: cloudflare: failed to find zone acme.io: Invalid request headers (6003) CLOUDFLARE_DNS_API_TOKEN={t}
mosquitto_passwd -b ¦ mosquitto_passwd(1): -b passwordfile username password ¦ {p} ¦ mosquitto_passwd -b /etc/mosquitto/passwd sensor-12 {t}\\nError: Unable to open file /etc/mosquitto/passwd for writing. Permission denied.
grafana-cli reset admin password ¦ grafana docs: grafana cli admin reset-admin-password <new password> ¦ {p} ¦ grafana cli admin reset-admin-password {t}\\nError: ✗ failed to initialize runner: Could not find config defaults, make sure homepath command line parameter is set
unixodbc isql ¦ isql(1): isql DSN [UID [PWD]] ¦ {p} ¦ isql -v REPORTS reporter {t}\\n[28000][unixODBC][FreeTDS][SQL Server]Login failed for user 'reporter'.\\n[ISQL]ERROR: Could not SQLConnect
freetds tsql -P ¦ tsql(1): -S server -U user -P password ¦ {p} ¦ tsql -S mssql01 -U sa -P {t}\\nMsg 18456 (severity 14, state 1) from MSSQL01: "Login failed for user 'sa'."
pgcli url ¦ pgcli docs: pgcli postgres://user:pass@host/db ¦ {p} ¦ pgcli postgres://analyst:{t}@pg-ro.acme.io:5432/warehouse\\npassword authentication failed for user "analyst"
usql url ¦ usql README: usql ms://user:pass@host/db ¦ {p} ¦ error: mssql: login error: Login failed for user 'bi'. (usql ms://bi:{t}@sql02/reporting)
dbmate database url ¦ dbmate README: DATABASE_URL or --url ¦ {p} ¦ Error: pq: password authentication failed for user "migrator" (dbmate --url "postgres://migrator:{t}@db01:5432/app?sslmode=disable" up)
flyway -password ¦ documentation.red-gate.com flyway: -user -password ¦ {p} ¦ ERROR: Unable to obtain connection from database (jdbc:postgresql://db01/app) for user 'flyway': FATAL: password authentication failed (flyway -url=jdbc:postgresql://db01/app -user=flyway -password={t} migrate)
migrate -database ¦ golang-migrate CLI: -database postgres://user:pass@host ¦ {p} ¦ error: pq: password authentication failed for user "app" in line 0: (migrate -path ./migrations -database "postgres://app:{t}@localhost:5432/app?sslmode=disable" up)
"""


def tool_cases(values: Values) -> list[Case]:
    return [*values.table("tool", RUN_HERE), *values.table("tool", MANUALS)]
