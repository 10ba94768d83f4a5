"""Held-out set 9: credential words in languages and tools sets 1-8 did not use, and HTTP carriers.

i18n: most languages' word for "password" is already in earlier sets, so these rows use the
other credential words ("key", "secret", "token", "access code", "PIN") of Estonian, Latvian,
Lithuanian, Croatian, Serbian, Slovenian, Slovak, Albanian, Icelandic, Irish, Welsh, Basque,
Galician, Catalan, Asturian, Haitian Creole, Armenian, Georgian, Azerbaijani, Kazakh, Tajik,
Pashto, Uyghur, Yoruba, Hausa, Filipino, Javanese, Swahili, Norwegian, Persian, Korean and
Hindi (each word grepped against the earlier sets), written as localized tools print them.
cli: tools whose command lines or output carry a credential and that no earlier set used
(their manual pages name the option or the output). http: header schemes, vendor headers and
HTTP dump formats earlier sets did not use (each scheme's or tool's documentation).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["cli_rows", "http_rows", "i18n_cases"]

I18N = r"""
et API võti ¦ et, võti (key) ¦ {h32} ¦ Viga 403: API võti {t} on tühistatud
et salasõna ¦ et, salasõna ¦ {p} ¦ Sisselogimine ebaõnnestus: kasutaja mari, salasõna: {t}
et ligipääsukood ¦ et, ligipääsukood (access code) ¦ {d8} ¦ Vale ligipääsukood {t}, proovi uuesti
et saladus ¦ et, kliendi saladus (client secret) ¦ {A32} ¦ OAuth viga: kliendi saladus = {t} ei sobi
lv API atslēga ¦ lv, atslēga (key) ¦ {h32} ¦ Kļūda: API atslēga «{t}» nav derīga
lv noslēpums ¦ lv, klienta noslēpums ¦ {A32} ¦ Autentifikācija neizdevās: klienta noslēpums: {t}
lv piekļuves žetons ¦ lv, piekļuves žetons (access token) ¦ {A40} ¦ 401: piekļuves žetons {t} ir beidzies
lt API raktas ¦ lt, raktas (key) ¦ {h32} ¦ Klaida: neteisingas API raktas – {t}
lt paslaptis ¦ lt, kliento paslaptis ¦ {A32} ¦ Nepavyko prisijungti: kliento paslaptis={t}
lt prieigos žetonas ¦ lt, prieigos žetonas ¦ {A40} ¦ Prieigos žetonas {t} nebegalioja (401)
hr API ključ ¦ hr, ključ ¦ {h32} ¦ Pogreška 403: API ključ: {t} nema dopuštenje
hr tajna ¦ hr, tajna klijenta ¦ {A32} ¦ Neuspjela prijava: tajna klijenta „{t}“ je neispravna
sr-Cyrl тајни кључ ¦ sr-Cyrl, тајни кључ ¦ {A40} ¦ Грешка: тајни кључ „{t}“ није исправан
sr-Latn pristupni token ¦ sr-Latn, pristupni token ¦ {A40} ¦ Greška 401: pristupni token {t} je istekao
sl skrivnost ¦ sl, skrivnost odjemalca ¦ {A32} ¦ Napaka: skrivnost odjemalca je {t} in ni veljavna
sl žeton ¦ sl, žeton za dostop ¦ {A40} ¦ Žeton za dostop »{t}« je potekel
sk kľúč ¦ sk, tajný kľúč ¦ {A40} ¦ Chyba konfigurácie: tajný kľúč: {t}
sq çelës ¦ sq, çelës API ¦ {h32} ¦ Gabim 403: çelësi API {t} nuk është i vlefshëm
sq kodi i hyrjes ¦ sq, kodi i hyrjes ¦ {d6} ¦ Kodi i hyrjes {t} është i pasaktë
is lykill ¦ is, API-lykill ¦ {h32} ¦ Villa: API-lykill {t} var hafnað
is aðgangskóði ¦ is, aðgangskóði ¦ {d8} ¦ Rangur aðgangskóði: {t}
is leyndarmál ¦ is, leyndarmál biðlara ¦ {A32} ¦ Auðkenning mistókst – leyndarmál biðlara: {t}
ga eochair ¦ ga, eochair API ¦ {h32} ¦ Earráid 403: ní bailí an eochair API {t}
ga rún ¦ ga, rún an chliaint ¦ {A32} ¦ Theip ar fhíordheimhniú: rún an chliaint = {t}
cy allwedd ¦ cy, allwedd API ¦ {h32} ¦ Gwall: mae'r allwedd API {t} wedi'i gwrthod
cy cyfrinach ¦ cy, cyfrinach y cleient ¦ {A32} ¦ Methodd y mewngofnodi: cyfrinach y cleient: {t}
eu sekretua ¦ eu, bezeroaren sekretua ¦ {A32} ¦ Errorea: bezeroaren sekretua {t} ez da zuzena
eu gakoa ¦ eu, API gakoa ¦ {h32} ¦ 403 errorea: API gakoa={t} baliogabea da
gl segredo ¦ gl, segredo do cliente ¦ {A32} ¦ Erro de autenticación: o segredo do cliente é {t}
ca clau secreta ¦ ca, clau secreta ¦ {A40} ¦ Error de configuració: la clau secreta és «{t}»
ast llave ¦ ast, llave API ¦ {h32} ¦ Fallu 403: la llave API {t} nun ye válida
ht sekrè ¦ ht, kòd sekrè ¦ {p} ¦ Koneksyon echwe: kòd sekrè ou a se {t}
hy բանալի ¦ hy, API բանալի ¦ {h32} ¦ Սխալ 403. API բանալին՝ {t}, անվավեր է
hy գաղտնիք ¦ hy, հաճախորդի գաղտնիք ¦ {A32} ¦ Նույնականացումը ձախողվեց. հաճախորդի գաղտնիք՝ {t}
ka გასაღები ¦ ka, API გასაღები ¦ {h32} ¦ შეცდომა 403: API გასაღები {t} არასწორია
ka საიდუმლო ¦ ka, კლიენტის საიდუმლო ¦ {A32} ¦ ავთენტიფიკაცია ვერ მოხერხდა: კლიენტის საიდუმლო = {t}
ka წვდომის კოდი ¦ ka, წვდომის კოდი ¦ {d6} ¦ წვდომის კოდი {t} არასწორია
az açar ¦ az, API açarı ¦ {h32} ¦ Xəta 403: API açarı {t} etibarsızdır
az giriş kodu ¦ az, giriş kodu ¦ {d6} ¦ Yanlış giriş kodu: {t}
kk кілт ¦ kk, API кілті ¦ {h32} ¦ Қате 403: API кілті {t} жарамсыз
tg гузарвожа ¦ tg, гузарвожа ¦ {p} ¦ Хатои воридшавӣ: гузарвожа {t} нодуруст аст
ps پټنوم ¦ ps, پټنوم ¦ {p} ¦ ننوتل ناکام شول: پټنوم {t} سم نه دی
ug ئىم ¦ ug, ئىم ¦ {p} ¦ كىرىش مەغلۇپ بولدى: ئىم: {t}
yo ọ̀rọ̀ aṣínà ¦ yo, ọ̀rọ̀ aṣínà ¦ {p} ¦ Àṣìṣe: ọ̀rọ̀ aṣínà {t} kò tọ̀nà
ha kalmar sirri ¦ ha, kalmar sirri ¦ {p} ¦ Kuskure: kalmar sirri {t} ba daidai ba ne
fil kontrasenya ¦ fil, kontrasenya ¦ {p} ¦ Nabigo ang pag-login: mali ang kontrasenya na {t}
jv tembung sandhi ¦ jv, tembung sandhi ¦ {p} ¦ Gagal mlebu: tembung sandhi {t} ora cocog
sw ufunguo ¦ sw, ufunguo wa API ¦ {h32} ¦ Hitilafu 403: ufunguo wa API {t} si halali
nb nøkkel ¦ nb, hemmelig nøkkel ¦ {A40} ¦ Feil i oppsett: hemmelig nøkkel = {t}
fa کلید ¦ fa, کلید API ¦ {h32} ¦ خطای ۴۰۳: کلید API {t} نامعتبر است
ko 열쇠 ¦ ko, 비밀 열쇠 (native word) ¦ {A40} ¦ 설정 오류 — 비밀 열쇠: {t}
hi चाबी ¦ hi, गुप्त चाबी ¦ {A40} ¦ कॉन्फ़िगरेशन त्रुटि: गुप्त चाबी {t}
"""

CLI = r"""
wmic password ¦ wmic /node /user /password (Microsoft docs) ¦ {p} ¦ wmic /node:10.0.0.40 /user:ACME\admin /password:{t} os get caption\nERROR:\nDescription = Access is denied.
curlftpfs userinfo ¦ curlftpfs(1) ftp://user:pass@host ¦ {p} ¦ curlftpfs ftp://mirror:{t}@ftp.acme.lan/ /mnt/ftp\nError connecting to ftp: Access denied: 530
kinit password pipe ¦ kinit(1) reading the password from stdin in a script ¦ {p} ¦ + echo {t}\n+ kinit svc_etl@ACME.LAN\nkinit: Password incorrect while getting initial credentials
ipa user-add password ¦ FreeIPA ipa user-add --password (stdin echoed by set -x) ¦ {p} ¦ + echo '{t}' | ipa user-add jdoe --first=John --last=Doe --password\nipa: ERROR: Insufficient access: Insufficient 'add' privilege to add the entry
influx setup password ¦ influx setup --password (InfluxDB 2 docs) ¦ {p} ¦ influx setup --username admin --password {t} --org acme --bucket metrics --force\nError: instance at "http://localhost:8086" has already been set up
influx auth create output ¦ influx auth create output table (Token column) ¦ {u86}== ¦ ID			Description	Token									User Name	Permissions\n0c1d2e3f4a5b6c7d	ci-writer	{t}	admin		[write:orgs/acme/buckets]\nError: failed to write token to config: permission denied
redis-benchmark -a ¦ redis-benchmark(1) -a password ¦ {p} ¦ redis-benchmark -h cache01 -p 6379 -a {t} -t set,get -n 100000\nAUTH failed: WRONGPASS invalid username-password pair or user is disabled.
pg_basebackup conninfo ¦ pg_basebackup -d conninfo ¦ {p} ¦ pg_basebackup -d "host=pg01 user=replicator password={t}" -D /var/lib/postgresql/16/main -P\npg_basebackup: error: FATAL:  no pg_hba.conf entry for replication connection
vsql -w ¦ Vertica vsql -w password ¦ {p} ¦ vsql -h vt01 -U dbadmin -w {t} -c "select 1"\nvsql: FATAL 3781:  Invalid username or password
bteq logon ¦ Teradata BTEQ .LOGON host/user,password ¦ {p} ¦  *** Logon failed: .LOGON td01/etl,{t}\n *** Failure 8017 The UserId, Password or Account is invalid.
hdbsql -p ¦ SAP HANA hdbsql -u -p ¦ {p} ¦ hdbsql -n hana01:30015 -u SYSTEM -p {t} "SELECT * FROM DUMMY"\n* 10: authentication failed SQLSTATE: 28000
kibana encryption keys output ¦ kibana-encryption-keys generate output ¦ {h32} ¦ Settings:\nxpack.encryptedSavedObjects.encryptionKey: {t}\nxpack.reporting.encryptionKey: 1f9a5c3e7b2d4068a1c3e5f7092b4d6f\nError: unable to write kibana.yml: EACCES
step ca token output ¦ step ca token output (one-time JWT) ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6IjU4ZjE2YTBlIiwidHlwIjoiSldUIn0.{u180}.{u86} ¦ $ step ca token web01.acme.lan\n✔ Provisioner: admin (JWK)\n{t}\nerror: cannot write token.txt: read-only file system
scw init secret key ¦ Scaleway CLI scw init secret-key= ¦ {uuid} ¦ scw init access-key=SCWQ4Z7X9B2M1N3K5P8R secret-key={t} organization-id=0b1c2d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e\nError: invalid credentials (403)
tccli configure ¦ Tencent Cloud tccli configure set secretKey ¦ {A32} ¦ tccli configure set secretId AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE secretKey {t}\n[TencentCloudSDKException] code:AuthFailure.SignatureFailure
aliyun configure ¦ Alibaba Cloud CLI aliyun configure --access-key-secret ¦ {A30} ¦ aliyun configure set --profile ci --mode AK --access-key-id LTAI5tQz7mX2pR9k --access-key-secret {t} --region cn-hangzhou\nERROR: InvalidAccessKeyId.NotFound
firebase login:ci output ¦ firebase login:ci output (refresh token 1//) ¦ 1//0{u96} ¦ ✔  Success! Use this token to login on a CI server:\n\n{t}\n\nExample: firebase deploy --token "$FIREBASE_TOKEN"\nError: could not save token to .env.ci
npm token create output ¦ npm token create table output ¦ npm_{A36} ¦ ┌────────────────┬──────────────────────────────────────────┐\n│ token          │ {t} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ false                                    │\nnpm ERR! could not write .npmrc
az account get-access-token ¦ az account get-access-token JSON output ¦ eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsIng1dCI6IkwxS2ZLRklfam5YYndXYzIyeFp4dzFzVUhIMCJ9.{u300}.{u86} ¦ {\n  "accessToken": "{t}",\n  "expiresOn": "2026-12-04 06:41:55.000000",\n  "tenant": "72f988bf-86f1-41af-91ab-2d7cd011db47",\n  "tokenType": "Bearer"\n}\njq: error: Cannot index string with "access_token"
aws sts get-session-token ¦ aws sts get-session-token JSON output ¦ {A40} ¦ {\n    "Credentials": {\n        "AccessKeyId": "ASIAQ7Z2X4M6N8B1V3C5",\n        "SecretAccessKey": "{t}",\n        "SessionToken": "IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQD",\n        "Expiration": "2026-12-04T17:41:55+00:00"\n    }\n}\nexport failed: AWS_SESSION_TOKEN too long for env file
aws ecr get-login-password ¦ aws ecr get-login-password output piped wrongly ¦ eyJwYXlsb2FkIjoi{b200} ¦ aws ecr get-login-password --region eu-west-1 | tee /dev/stderr | docker login --username AWS --password-stdin 123456789012.dkr.ecr.eu-west-1.amazonaws.com\n{t}\nError response from daemon: login attempt failed with status: 400 Bad Request
kubectl create token ¦ kubectl create token output (service-account JWT) ¦ eyJhbGciOiJSUzI1NiIsImtpZCI6IjNxRkhfbXcyIn0.{u320}.{u342} ¦ $ kubectl create token ci-deployer -n ci\n{t}\nerror: the server doesn't have a resource type "tokenrequests" in group "authentication.k8s.io/v2"
vault token create output ¦ vault token create output table ¦ hvs.{u90} ¦ Key                  Value\n---                  -----\ntoken                {t}\ntoken_accessor       8Yq2ZpL7mN4xR9tV6wB1cD3e\ntoken_duration       768h\nError writing ~/.vault-token: permission denied
consul acl token create output ¦ consul acl token create output ¦ {uuid} ¦ AccessorID:       6a1f9b2c-3d4e-4f5a-9b8c-7d6e5f4a3b2c\nSecretID:         {t}\nDescription:      ci\nError: failed to write token file
slappasswd -s ¦ slappasswd(8) -s secret (plaintext argument) ¦ {p} ¦ + slappasswd -h {SSHA} -s '{t}'\nslappasswd: could not write to /etc/ldap/rootpw: Permission denied
mkpasswd plaintext ¦ mkpasswd(1) with the password as argument ¦ {p} ¦ mkpasswd -m sha-512 '{t}' -S saltsalt\nInvalid salt. (line 12 of provision.sh)
useradd -p ¦ useradd(8) -p with a plaintext instead of a hash ¦ {p} ¦ useradd -m -p '{t}' -s /bin/bash deploy\nuseradd: warning: the password is not encrypted; login will fail
dsadd user -pwd ¦ Windows dsadd user -pwd ¦ {p} ¦ dsadd user "CN=svc_backup,OU=Service,DC=acme,DC=lan" -pwd {t} -mustchpwd no\ndsadd failed:CN=svc_backup: A constraint violation occurred.
security find-generic-password -w ¦ macOS security(1) find-generic-password -w output ¦ {p} ¦ $ security find-generic-password -s acme-vpn -w\n{t}\nerror: could not export to env: unbound variable VPN_USER
secret-tool lookup ¦ secret-tool(1) lookup output ¦ {p} ¦ $ secret-tool lookup service smtp user alerts\n{t}\nmsmtp: authentication failed (method PLAIN)
pass show ¦ pass(1) show output ¦ {p} ¦ $ pass show acme/db/prod\n{t}\nurl: db01.acme.lan\nuser: app\nError: clipboard not available
gopass show ¦ gopass show -o output ¦ {A40} ¦ $ gopass show -o acme/ci/registry\n{t}\ngopass: warning: output is not a terminal
op read ¦ 1Password CLI op read output ¦ {A32} ¦ $ op read "op://Prod/Stripe/credential"\n{t}\n[ERROR] 2026/12/04 05:45:02 could not inject into .env: file exists
bw get password ¦ Bitwarden CLI bw get password output ¦ {p} ¦ $ bw get password acme-admin\n{t}\nmysql: [ERROR] Access denied for user 'admin'@'10.0.0.5'
keyring get ¦ python keyring CLI get output ¦ {A40} ¦ $ keyring get https://upload.pypi.org/legacy/ __token__\n{t}\ntwine: HTTPError: 403 Forbidden
kwallet-query read ¦ kwallet-query -r output ¦ {p} ¦ $ kwallet-query -f Passwords -r nas kdewallet\n{t}\nmount error(13): Permission denied
"""

HTTP = r"""
nghttp verbose header ¦ nghttp -v output (HTTP/2 HEADERS frame) ¦ {u43} ¦ [  0.012] send HEADERS frame <length=68, flags=0x25, stream_id=13>\n          :method: GET\n          :path: /v1/me\n          authorization: Bearer {t}\n[  0.020] recv (stream_id=13) :status: 401
har entry header ¦ HAR 1.2 request.headers entries ¦ {A40} ¦ HAR import failed at entries[3]: "request": {"method": "GET", "url": "https://api.acme.io/v2/orders", "headers": [{"name": "Authorization", "value": "Bearer {t}"}, {"name": "Accept", "value": "*/*"}]
insomnia export ¦ Insomnia export, request authentication ¦ {A40} ¦ insomnia-inso: Error: Request "List orders" failed: 401\n"authentication": {"type": "bearer", "token": "{t}", "prefix": ""}
bruno bru file ¦ Bruno .bru files, auth:bearer block ¦ {A40} ¦ bru run: Error in collection/orders/list.bru: 401 Unauthorized\nauth:bearer {\n  token: {t}\n}
jetbrains http private env ¦ JetBrains HTTP Client http-client.private.env.json ¦ {A32} ¦ HTTP Client: Variable 'tokn' is not defined in http-client.private.env.json: {"prod": {"token": "{t}"}}
mitmproxy dump ¦ mitmdump flow output ¦ {b28} ¦ 127.0.0.1:51234: GET https://api.acme.io/admin\n    Authorization: Basic {t}\n << 403 Forbidden 18b
tcpdump -A ¦ tcpdump -A packet payload ¦ {A40} ¦ 05:45:10.123456 IP 10.0.0.5.51234 > 10.0.0.9.8080: Flags [P.], seq 1:212, length 211\nE.....@.@.....GET /api/v1/jobs HTTP/1.1\nHost: 10.0.0.9:8080\nX-Api-Key: {t}\n
tshark credentials ¦ tshark -z credentials statistics ¦ {p} ¦ ===================================================================\nPacket  Protocol  Username  Info\n1204    FTP       backup    Password: {t}\n===================================================================
nginx access log query ¦ nginx combined access log with a token query ¦ {A40} ¦ 10.0.0.7 - - [04/Dec/2026:05:45:11 +0000] "GET /export.csv?access_token={t}&from=2026-11-01 HTTP/1.1" 401 187 "-" "python-requests/2.32.3"
envoy access log header ¦ Envoy access log %REQ(AUTHORIZATION)% ¦ {A40} ¦ [2026-12-04T05:45:12.001Z] "POST /v1/charge HTTP/2" 503 UF 0 91 3001 - "10.0.0.7" "grpc-go/1.62" "bb2c7e1e-...-a1" "payments:8443" auth="Bearer {t}"
caddy json log ¦ Caddy structured access log, request.headers ¦ {A40} ¦ {"level":"error","logger":"http.log.access","msg":"handled request","request":{"method":"GET","uri":"/admin","headers":{"Authorization":["Bearer {t}"]}},"status":502}
go httputil dump ¦ Go net/http/httputil.DumpRequestOut ¦ {A40} ¦ request dump:\nPOST /v2/send HTTP/1.1\r\nHost: api.acme.io\r\nUser-Agent: Go-http-client/1.1\r\nX-Auth-Token: {t}\r\n\r\nerror: context deadline exceeded
okhttp logging ¦ OkHttp HttpLoggingInterceptor (BODY level) ¦ {A40} ¦ --> GET https://api.acme.io/v1/me\nAuthorization: Bearer {t}\n--> END GET\n<-- 401 Unauthorized https://api.acme.io/v1/me (212ms)
axios error tojson ¦ axios AxiosError.toJSON config.headers ¦ {A40} ¦ {"message":"Request failed with status code 401","name":"AxiosError","config":{"headers":{"Accept":"application/json","Authorization":"Bearer {t}"},"method":"get","url":"/v1/me"},"code":"ERR_BAD_REQUEST","status":401}
k8s websocket subprotocol ¦ Kubernetes websocket bearer subprotocol base64url.bearer.authorization.k8s.io. ¦ {u120} ¦ websocket: bad handshake (403)\nSec-WebSocket-Protocol: v4.channel.k8s.io, base64url.bearer.authorization.k8s.io.{t}
gcs signed url ¦ Google Cloud Storage V4 signed URL, X-Goog-Signature ¦ {h256} ¦ 403 SignatureDoesNotMatch for https://storage.googleapis.com/acme-exports/report.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme.iam.gserviceaccount.com%2F20261204%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261204T054500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={t}
pkce code verifier ¦ RFC 7636 token request body, code_verifier ¦ {u64} ¦ POST /oauth2/token 400 invalid_grant: grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcb&code_verifier={t}
device code poll ¦ RFC 8628 device access token request, device_code ¦ {u43} ¦ HTTP 400 {"error":"expired_token"} for POST /oauth/token grant_type=urn:ietf:params:oauth:grant-type:device_code&device_code={t}&client_id=acme-cli
saml response post ¦ SAML 2.0 HTTP-POST binding, SAMLResponse ¦ PHNhbWxwOlJlc3BvbnNl{b120} ¦ POST /saml/acs 500 Internal Server Error: signature validation failed\nSAMLResponse={t}&RelayState=%2Fdashboard
deepl auth key ¦ DeepL API docs, Authorization: DeepL-Auth-Key ¦ {uuid}:fx ¦ deepl.exceptions.AuthorizationException: Authorization failure, check auth_key (Authorization: DeepL-Auth-Key {t})
jellyfin mediabrowser token ¦ Jellyfin API, Authorization: MediaBrowser Token= ¦ {h32} ¦ 401 Unauthorized GET /Users/Me (Authorization: MediaBrowser Client="acme", Device="cli", DeviceId="7f3a", Version="1.0", Token="{t}")
emby token header ¦ Emby API, X-Emby-Token ¦ {h32} ¦ emby: 401 Access token is invalid or expired. X-Emby-Token: {t}
godaddy sso-key ¦ GoDaddy API, Authorization: sso-key key:secret ¦ {A22} ¦ 401 {"code":"UNABLE_TO_AUTHENTICATE","message":"Unable to authenticate credentials"} Authorization: sso-key dLfP8W2kVx_3Q7mZ9rT4nB6:{t}
googlelogin auth ¦ Google ClientLogin, Authorization: GoogleLogin auth= ¦ {u120} ¦ 403 Forbidden from https://www.google.com/reader/api/0/subscription/list (Authorization: GoogleLogin auth={t})
redmine api key header ¦ Redmine REST API, X-Redmine-API-Key ¦ {h40} ¦ ActiveResource::UnauthorizedAccess: Failed.  Response code = 401. X-Redmine-API-Key: {t}
gitlab webhook token ¦ GitLab webhooks, X-Gitlab-Token secret ¦ {A32} ¦ webhook receiver: rejected delivery 7c1a (X-Gitlab-Event: Push Hook, X-Gitlab-Token: {t}) -- token mismatch
telegram webhook secret ¦ Telegram Bot API setWebhook secret_token header ¦ {u64} ¦ aiogram: 401 invalid X-Telegram-Bot-Api-Secret-Token: {t}
consul token header ¦ Consul HTTP API, X-Consul-Token ¦ {uuid} ¦ curl -H "X-Consul-Token: {t}" http://consul:8500/v1/kv/app?recurse\nPermission denied: token with AccessorID '00000000-0000-0000-0000-000000000002' lacks permission 'key:read'
nomad token header ¦ Nomad HTTP API, X-Nomad-Token ¦ {uuid} ¦ Error querying jobs: Unexpected response code: 403 (Permission denied) X-Nomad-Token: {t}
azure apim subscription key ¦ Azure API Management, Ocp-Apim-Subscription-Key ¦ {h32} ¦ { "statusCode": 401, "message": "Access denied due to invalid subscription key." } Ocp-Apim-Subscription-Key: {t}
parse master key ¦ Parse Server REST, X-Parse-Master-Key ¦ {A40} ¦ ParseError: 119 unauthorized: master key is required (X-Parse-Application-Id: acme, X-Parse-Master-Key: {t})
tableau auth header ¦ Tableau REST API, X-Tableau-Auth ¦ {u32}|{A32}|{uuid} ¦ tableauserverclient.server.endpoint.exceptions.NotSignedInError: (401002) Unauthorized Access X-Tableau-Auth: {t}
tenable x-apikeys ¦ Tenable.io API, X-ApiKeys: accessKey=; secretKey= ¦ {h64} ¦ tenable.errors.UnauthorizedError: 401 Invalid Credentials (X-ApiKeys: accessKey=0c5e2b8f4a1d7e3c9b6f2a8d4e1c7b3f5a9d2e6c8b4f1a7d3e9c5b2f8a4d1e7c; secretKey={t})
mashape key ¦ Mashape / RapidAPI legacy header X-Mashape-Key ¦ {A50} ¦ 403 {"message":"You are not subscribed to this API."} X-Mashape-Key: {t}
"""


def i18n_cases(values: Values) -> list[Case]:
    return values.table("i18n", I18N)


def cli_rows(values: Values) -> list[Case]:
    return values.table("cli", CLI)


def http_rows(values: Values) -> list[Case]:
    return values.table("http", HTTP)
