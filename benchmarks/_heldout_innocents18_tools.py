"""Innocent set 18: the carriers, languages, vendors and encodings of secrets set 18, holding
no secret.

Output of the tools and runtimes secrets set 18 used (knife, eyaml, Fabric, Capistrano, Luigi,
Metabase, kcadm, occ, Drush, artisan, Rails, Django, Symfony, Spring, Postfix, Dovecot,
Bacula, Nagios, Munin, collectd, Fluent Bit, Filebeat, Graylog, Splunk, FreeSWITCH, Kamailio,
EMQX, NATS, Artemis, Vitess, Flink, Barman, pgBackRest, WAL-G; date, seq, id, psql, node,
perl, ssh-keygen, git, sqlite3, jq, openssl, od, sed, curl; Fortran, COBOL, SAS, Prolog, JCL,
PL/SQL, T-SQL, Verilog, VHDL printouts, Snort, HAR, JMeter, Playwright; Python libraries'
errors) carrying ids, hashes, paths, key names and masked values but no secret; set 18's
languages on policies, counts and public codes; public ids of set 18's vendors; and public
data in set 18's encodings (hex, charlists, ``OBF``-free obfuscation notices, escapes). None
holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["CARRIERS", "VENDOR_IDS", "WORLD"]

CARRIERS = r"""
knife: ⟦ERROR: Chef::Exceptions::ValidationFailed: Option db_port must be a kind of [Integer]!⟧ (data bag ⟦credentials⟧, item ⟦billing⟧, ⟦encrypted: true⟧)
eyaml: ⟦Error: Could not retrieve catalog from remote server: Error 500 on SERVER⟧ — ⟦hieradata/common.eyaml: ENC[PKCS7] block could not be decrypted (wrong public_key.pkcs7.pem)⟧
fabric: ⟦invoke.exceptions.UnexpectedExit: Command: "systemctl restart api" Exit code: 5⟧ on ⟦app-2⟧
capistrano: ⟦SSHKit::Runner::ExecuteError: Exception while executing as deploy@app-2: git exit status: 128⟧ (⟦repo_url git@git.acme.io:acme/shop.git⟧)
luigi: ⟦ERROR: [pid «d4»] Worker failed ExportOrders(date=2026-12-04, bucket=acme-exports)⟧ — ⟦3 of 12 tasks failed⟧
metabase: ⟦ERROR driver.util :: Failed to connect to database: Connection to pg-bi:5432 refused⟧ (⟦db id 4⟧)
kcadm: ⟦Invalid user credentials [invalid_grant]⟧ for ⟦realm master⟧ (⟦--password read from stdin⟧)
occ: ⟦Nextcloud is in maintenance mode⟧ — ⟦run occ maintenance:mode --off⟧ (⟦version 29.0.8⟧)
drush: ⟦[error] SQLSTATE[HY000] [2002] Connection refused⟧ (⟦--database=drupal --host=db-5 --port=3306⟧)
artisan: ⟦Stripe\Exception\AuthenticationException: No API key provided⟧ — ⟦STRIPE_SECRET is empty in .env⟧
rails: ⟦ActiveSupport::EncryptedFile::MissingKeyError: Missing encryption key to decrypt file with⟧ (⟦config/credentials/production.yml.enc⟧)
django: ⟦django.db.utils.OperationalError: FATAL: password authentication failed for user "shop"⟧ (⟦HOST pg-7, PORT 5432⟧)
symfony: ⟦Environment variable not found: "MAILER_DSN"⟧ (⟦APP_SECRET: set, 32 chars⟧)
spring: ⟦HikariPool-1 - Exception during pool initialization⟧ (⟦spring.datasource.password=******⟧, ⟦url jdbc:postgresql://pg-7:5432/app⟧)
postfix: ⟦SASL authentication failed; server smtp.relay.example said: 535 5.7.8⟧ (⟦smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd⟧)
dovecot: ⟦auth: Error: passdb(vmail): Unknown scheme {PLAIN-MD4}⟧ (⟦doveconf: passdb driver = passwd-file⟧)
bacula: ⟦Director authorization problem⟧ — ⟦check Password in bconsole.conf matches Director resource⟧ (⟦backup-1:9101⟧)
nagios: ⟦HTTP CRITICAL - Invalid HTTP response received from host on port 443: HTTP/1.1 401 Unauthorized⟧ (⟦check_http -a $USER3$⟧)
munin: ⟦mysql_bytes.value U⟧ ⟦DBI connect failed⟧ (⟦env.mysqlpassword is set in plugin-conf.d/mysql⟧)
collectd: ⟦write_http plugin: curl_easy_perform failed with status 22: The requested URL returned error: 401⟧ (⟦Node "influx"⟧)
fluent-bit: ⟦[output:es:es.0] HTTP status=401 URI=/_bulk⟧ (⟦HTTP_Passwd ${ES_PASS}⟧)
filebeat: ⟦Exiting: error connecting to Elasticsearch at https://es.acme.io:9200: 401 Unauthorized⟧ (⟦api_key from keystore: ES_API_KEY⟧)
graylog: ⟦input «h24» misfired⟧: ⟦Address already in use: 0.0.0.0:1514⟧
splunk: ⟦Login failed⟧ for ⟦admin⟧ — ⟦forward-server idx-1.acme.io:9997 not added⟧
freeswitch: ⟦acme-trunk Failed Registration with status Forbidden [403]⟧ (⟦Username 4420«d3»⟧, ⟦State FAIL_WAIT⟧)
kamailio: ⟦auth_db: digest authentication failed for 2001@sip.acme.io⟧ (⟦nonce «h32»⟧, ⟦realm sip.acme.io⟧)
emqx: ⟦Error: {bad_password_length, 8}⟧ — ⟦admin password must be 8 to 64 characters⟧
nats: ⟦nats: Authorization Violation⟧ (context ⟦prod⟧, ⟦server nats://nats.acme.io:4222⟧, ⟦creds file ~/.nkeys/prod.creds⟧)
artemis: ⟦AMQ224000: Failure in initialisation: cluster-user and cluster-password must be set⟧ (⟦broker.xml line 41⟧)
vitess: ⟦vtgate: failed to parse mysql_auth_server_static_string: json: unknown field "Groups"⟧
flink: ⟦ProgramInvocationException: The main method caused an error⟧ (⟦job «h32»⟧, ⟦parallelism 4⟧)
barman: ⟦PostgreSQL: FAILED (fe_sendauth: no password supplied)⟧ for ⟦server pg-main⟧ (⟦.pgpass not found⟧)
pgbackrest: ⟦ERROR: [043]: WAL segment 00000001000000A3000000F1 was not archived before the 60000ms timeout⟧ (⟦repo1-cipher-type aes-256-cbc⟧)
wal-g: ⟦failed to upload backup: AccessDenied⟧ (⟦WALG_S3_PREFIX=s3://acme-wal/pg-main⟧, ⟦AWS_ACCESS_KEY_ID is set⟧)
date: ⟦date: invalid date '2026-13-05'⟧ — ⟦month 13 out of range⟧
id: ⟦id: 'svc_backup': no such user⟧ — ⟦create it with useradd -r svc_backup⟧
psql: ⟦psql: error: invalid integer value "5432x" for connection option "port"⟧
node: ⟦Error: Cannot find module '/srv/app/dist/server.js'⟧ (⟦code MODULE_NOT_FOUND⟧, ⟦run npm run build first⟧)
ssh-keygen: ⟦ssh-keygen: /home/ci/.ssh/id_ed25519.pub: No such file or directory⟧
git: ⟦error: pathspec 'release/2026.12' did not match any file(s) known to git⟧ — ⟦did you mean 'release/2026.11'?⟧
git: ⟦commit «h40»⟧ ⟦rotate key⟧ — ⟦.env: PAYMENTS_KEY changed (value redacted by pre-commit)⟧
sqlite3: ⟦Parse error: no such column: status_code⟧ (⟦table requests has column status⟧)
jq: ⟦jq: error (at <unknown>): Cannot iterate over null (null)⟧ at ⟦.items[]⟧
openssl: ⟦0:d=0 hl=2 l=  9 prim: OBJECT :sha256WithRSAEncryption⟧ (⟦cert serial «H32»⟧)
od: ⟦0000000   P   K 003 004⟧ — ⟦a ZIP file, not a CSV⟧ (⟦upload «uuid»⟧)
curl: ⟦curl: (22) The requested URL returned error: 401⟧ (⟦--trace written to trace-«d6».log⟧)
fortran: ⟦Fortran runtime error: Cannot match namelist object name dt_max⟧ at ⟦line 14 of read_config.f90⟧
cobol: ⟦IGZ0035S There was an unsuccessful OPEN or CLOSE of file CUSTMAST⟧ (⟦file status 35⟧, ⟦job PAYRUN«d2»⟧)
sas: ⟦ERROR: ORACLE connection error: ORA-12154: TNS:could not resolve the connect identifier specified⟧ (⟦libname dw, path=DWPROD⟧)
prolog: ⟦ERROR: Unknown procedure: connect/3⟧ — ⟦did you mean odbc_connect/3?⟧
jcl: ⟦IEF142I NIGHTLY STEP01 - STEP WAS EXECUTED - COND CODE 0012⟧ (⟦job JOB«d5»⟧)
plsql: ⟦ORA-29273: HTTP request failed⟧ ⟦ORA-24247: network access denied by access control list (ACL)⟧
tsql: ⟦Msg 15025, Level 16: The server principal 'report' already exists.⟧
verilog: ⟦tb_aes.sv(88): assertion failed at time 1240 ns⟧ — ⟦ciphertext mismatch on block 3⟧ (⟦seed «d9»⟧)
snort: ⟦[1:«d7»:3] ET POLICY Outdated Flash Version M1⟧ (⟦10.0.4.17:51512 -> 10.0.9.2:80⟧)
har: ⟦entry 7 has no timings⟧ — ⟦"Authorization" header value removed by exporter⟧ (⟦har «h8».har⟧)
jmeter: ⟦Thread Group 1-3 GET /orders 401 Unauthorized⟧ — ⟦error rate 12.5% over 400 samples⟧
playwright: ⟦page.goto: net::ERR_CERT_AUTHORITY_INVALID at https://admin.acme.io/⟧ (⟦trace «h16».zip⟧)
pendulum: ⟦ParserError: Unable to parse string [2026-02-30]⟧ — ⟦February has 28 days in 2026⟧
polars: ⟦InvalidOperationError: conversion from `str` to `i64` failed in column 'qty' for 3 out of 1200 values: ["12a", "n/a", "-"]⟧
pytz: ⟦UnknownTimeZoneError: 'Europe/Kyiv '⟧ — ⟦trailing space in the setting⟧
jsonpointer: ⟦JsonPointerException: member 'tenants' not found in {'tenant': {...}}⟧
"""

WORLD = r"""
tt: ⟦Серсүз кимендә 12 символ булырга тиеш⟧ (⟦сезнеке 9⟧) — ⟦кулланучы «d6»⟧
ba: ⟦Серһүҙ 90 көндән һуң иҫкерә⟧; ⟦ҡалды 3 көн⟧
ti: ⟦ምስጢራዊ ቃል ብውሑዱ 10 ፊደላት ክህሉ ኣለዎ⟧ (⟦ሕቶ «d5»⟧)
yi: ⟦דאָס פּאַסוואָרט מוז האָבן כאָטש 12 אותיות⟧ — ⟦בקשה «d6»⟧
kab: ⟦Awal uffir ilaq ad yesɛu 12 n yisekkilen⟧ (⟦aseqdac «d5»⟧)
br: ⟦Re verr eo ar ger-tremen: 12 arouezenn d'an nebeutañ⟧ (⟦goulenn «d6»⟧)
oc: ⟦Lo senhal deu aver al mens 12 caractèrs⟧ — ⟦2 ensages demorats⟧
xh: ⟦Igama lokugqithisa kufuneka libe noonobumba abali-12 ubuncinane⟧ (⟦isicelo «d6»⟧)
om: ⟦Jechi icciitii yoo xiqqaate qubee 12 qabaachuu qaba⟧ — ⟦yaalii 3 keessaa 1 hafe⟧
st: ⟦Phasewete e tlameha ho ba le ditlhaku tse 12 bonyane⟧ (⟦kopo «d6»⟧)
sm: ⟦E tatau ona 12 mata'itusi o le upu fa'alilolilo⟧ (⟦talosaga «d5»⟧)
hmn: ⟦Lo lus zais yuav tsum muaj tsawg kawg 12 tus ntawv⟧ (⟦daim ntawv thov «d6»⟧)
ln: ⟦Liloba ya sekele esengeli kozala na bilembo 12 to koleka⟧
lg: ⟦Ekigambo ky'ekyama kirina okubaamu ennukuta 12 oba okusingawo⟧ (⟦okusaba «d6»⟧)
se: ⟦Beassansátni ferte leat unnimusat 12 mearkka⟧ — ⟦geavaheaddji «d5»⟧
encoding: ⟦CHAR(72,101,108,108,111)⟧ ⟦decodes to the greeting 'Hello' in fixture greet.sql⟧
encoding: ⟦UNHEX('«h40»')⟧ is ⟦the SHA-1 of the file, stored binary⟧ (⟦column digest_bin⟧)
encoding: ⟦BitConverter: 4D-5A-90-00⟧ ⟦PE header of upload «uuid» (executables not allowed)⟧
encoding: Erlang ⟦[104,101,108,108,111]⟧ ⟦is the charlist "hello" from the fixture, not binary data⟧
encoding: CBOR ⟦h'«h16»'⟧ ⟦is the device EUI, public⟧ (⟦COSE kid 1⟧)
encoding: ⟦\U0001F600 in display name⟧ ⟦emoji not allowed in usernames⟧ (user ⟦«d6»⟧)
encoding: LDAP filter ⟦(cn=Smith\2c John)⟧ ⟦escaped comma, 0 entries⟧ (⟦base ou=people,dc=acme,dc=io⟧)
encoding: ⟦Jetty OBF: obfuscation is not encryption⟧ — ⟦move KeyStorePassword to a credential provider⟧ (⟦jetty-ssl-context.xml⟧)
encoding: ⟦{xor} values in security.xml are reversible⟧ — ⟦re-encode with a custom password encryption plugin⟧
"""

VENDOR_IDS = r"""
vendor-ids: Amadeus ⟦flight offer «d1»⟧ ⟦price changed EUR 412.30 → 438.10⟧ (⟦PNR «U6»⟧)
vendor-ids: Cloudbeds ⟦reservation «d10»⟧ ⟦room type «d6» overbooked by 1⟧ (⟦propertyID «d6»⟧)
vendor-ids: Mews ⟦reservation «uuid»⟧ ⟦state Confirmed → Canceled⟧ (⟦ServiceId «uuid»⟧)
vendor-ids: Clover ⟦merchant «U13»⟧ ⟦order «U13» has 0 line items⟧
vendor-ids: Onfleet ⟦task «A24»⟧ ⟦failed: recipient unavailable⟧ (⟦worker «A24»⟧)
vendor-ids: Route4Me ⟦optimization_problem_id «H32»⟧ ⟦state 5 (error): 3 addresses not geocoded⟧
vendor-ids: Canvas LMS ⟦course «d6»⟧ ⟦assignment «d7» due date before unlock date⟧
vendor-ids: Gate.io ⟦order «d12»⟧ ⟦cancelled: POC_NOT_EXECUTED⟧ (⟦currency_pair BTC_USDT⟧)
vendor-ids: Huobi ⟦order-id «d18»⟧ ⟦state partial-canceled⟧ (⟦filled 0.0125 BTC⟧)
vendor-ids: API-Football ⟦fixture «d7»⟧ ⟦status PST (postponed)⟧; ⟦league 39, season 2026⟧
vendor-ids: Crowdin ⟦project «d6»⟧ ⟦file «d4» has 14 untranslated strings for uk⟧
vendor-ids: urlscan ⟦scan «uuid»⟧ ⟦verdict malicious (score 100)⟧ for ⟦login-acme-io.example⟧
vendor-ids: SonarCloud ⟦project acme_shop⟧ ⟦Quality Gate failed: 3 new security hotspots⟧ (⟦analysis «A20»⟧)
vendor-ids: Iterable ⟦campaign «d7»⟧ ⟦send skipped: 412 users unsubscribed⟧
vendor-ids: Yousign ⟦signature request «uuid»⟧ ⟦expired 2026-12-04⟧; ⟦2 of 3 signers done⟧
"""
