"""Held-out set 8: real tools' command lines and output that carry a credential.

Sources: each tool's manual page or documented usage (named per row), the shape of the error it
prints taken from its documentation or source; tools were grepped against sets 1-7 and those
already used are left out. HTTP rows follow the wire format of RFC 7235 schemes and the
verbose output of curl, wget and HTTPie.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["http_cases", "tool_cases"]

TOOLS = r"""
ovftool vi url ¦ VMware ovftool user guide, vi:// locator ¦ {p} ¦ Error: Failed to open source: vi://root:{t}@esxi01.acme.lan/vm01 (Incorrect user name or password)
bitwarden bw unlock ¦ Bitwarden CLI docs, bw unlock [password] ¦ {p} ¦ $ bw unlock {t} --raw\nInvalid master password.
hydra single password ¦ THC-Hydra usage, -l/-p ¦ {p} ¦ hydra -l admin -p {t} ssh://10.0.3.7 -t 4\n[ERROR] target ssh://10.0.3.7:22/ does not support password authentication
nikto id ¦ nikto manual, -id user:pass ¦ {p} ¦ + ERROR: Unable to authenticate with -id admin:{t} against http://intranet.acme.lan/
ansible extra vars become pass ¦ Ansible docs, --extra-vars and ansible_become_password ¦ {p} ¦ fatal: [web01]: FAILED! => {"msg": "Incorrect sudo password"} (ansible-playbook site.yml --extra-vars "ansible_become_password={t} env=prod")
ansible vault password arg ¦ Ansible docs, --vault-password-file / echo ¦ {p} ¦ ERROR! Decryption failed (no vault secrets were found that could decrypt) on group_vars/prod.yml; ran: echo '{t}' | ansible-vault view --vault-password-file /dev/stdin group_vars/prod.yml
medusa -p ¦ Medusa usage, -u/-p ¦ {p} ¦ medusa -h 10.0.0.9 -u postgres -p {t} -M postgres\nERROR: [postgres.mod] failed: FATAL password authentication failed
ncrack colon user pass ¦ Ncrack man page, --user/--pass ¦ {p} ¦ ncrack --user ops --pass {t} rdp://10.2.0.44\nDiscovered credentials on rdp://10.2.0.44:3389 'ops' '{t}'
ldappasswd -s ¦ ldappasswd(1), -s newPasswd ¦ {p} ¦ ldappasswd -x -D cn=admin,dc=acme,dc=lan -W -S -s {t} uid=jo,ou=people,dc=acme,dc=lan\nResult: Constraint violation (19) Additional info: Password fails quality checking policy
pure-pw useradd ¦ Pure-FTPd docs, pure-pw with piped password ¦ {p} ¦ printf '{t}\\n{t}\\n' | pure-pw useradd ftpuser -u ftp -d /srv/ftp\nError: Unable to open /etc/pure-ftpd/pureftpd.passwd
doveadm pw -p ¦ Dovecot docs, doveadm pw -p password ¦ {p} ¦ doveadm pw -s SHA512-CRYPT -p {t}\ndoveadm(root): Fatal: Unknown scheme: SHA512-CRYPT
saslpasswd2 piped ¦ Cyrus SASL docs, saslpasswd2 -p ¦ {p} ¦ echo "{t}" | saslpasswd2 -p -c -u mail.acme.io smtpuser\nsaslpasswd2: generic failure
chpasswd piped ¦ chpasswd(8), user:password lines ¦ {p} ¦ echo 'deploy:{t}' | sudo chpasswd\nchpasswd: (user deploy) pam_chauthtok() failed, error: Authentication token manipulation error
openssl passwd ¦ openssl-passwd(1) ¦ {p} ¦ openssl passwd -6 -salt Qx9 {t}\nopenssl: invalid salt length
htdigest piped ¦ Apache htdigest docs ¦ {p} ¦ (echo '{t}'; echo '{t}') | htdigest -c /etc/apache2/.htdigest "Staff Area" ana\nhtdigest: cannot create file /etc/apache2/.htdigest
ncat proxy auth ¦ Ncat guide, --proxy-auth user:pass ¦ {p} ¦ ncat --proxy 10.0.0.1:3128 --proxy-type http --proxy-auth bob:{t} db.acme.lan 5432\nNcat: Proxy returned status code 407.
socat proxyauth ¦ socat(1), PROXY address proxyauth option ¦ {p} ¦ socat TCP-LISTEN:8443 PROXY:proxy.acme.lan:git.acme.io:443,proxyport=3128,proxyauth=jo:{t}\nE proxy_connect: HTTP/1.1 407 Proxy Authentication Required
ssh-keygen new passphrase ¦ ssh-keygen(1), -N new_passphrase ¦ {p} ¦ ssh-keygen -t ed25519 -N '{t}' -f /home/ci/.ssh/id_deploy\nSaving key "/home/ci/.ssh/id_deploy" failed: Permission denied
ssh-keygen change passphrase ¦ ssh-keygen(1), -p -P old -N new ¦ {p} ¦ ssh-keygen -p -P 'oldPass2019' -N '{t}' -f ~/.ssh/id_rsa\nFailed to load key /root/.ssh/id_rsa: incorrect passphrase supplied to decrypt private key
veracrypt password ¦ VeraCrypt command line docs, --password ¦ {p} ¦ veracrypt --text --mount /dev/sdb1 /mnt/vault --password={t} --pim=0 --non-interactive\nError: Incorrect password or not a VeraCrypt volume.
zip -P ¦ zip(1), -P password ¦ {p} ¦ zip -r -P {t} backup.zip /srv/data\nzip error: Nothing to do! (backup.zip)
rar -p ¦ RAR manual, -p<password> ¦ {p} ¦ rar a -p{t} -m5 archive.rar ledger/\nCannot open ledger/2026.xlsx\nThe process cannot access the file
qpdf password ¦ qpdf manual, --password= ¦ {p} ¦ qpdf --password={t} --decrypt statement.pdf out.pdf\nqpdf: statement.pdf: invalid password
pdftotext upw ¦ pdftotext(1), -upw ¦ {p} ¦ pdftotext -upw {t} payslip-2026-11.pdf -\nCommand Line Error: Incorrect password
ghostscript PDFPassword ¦ Ghostscript docs, -sPDFPassword= ¦ {p} ¦ gs -q -dNOPAUSE -sDEVICE=png16m -sPDFPassword={t} -o page%d.png contract.pdf\n   **** Error: Password did not work.
kcat sasl password ¦ kcat README, -X sasl.password= ¦ {p} ¦ kcat -b broker1:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=ingest -X sasl.password={t} -L\n%3|1764815390.112|FAIL|rdkafka#producer-1| SASL authentication error: Authentication failed during authentication due to invalid credentials
minio mc alias set ¦ MinIO mc docs, mc alias set ALIAS URL ACCESSKEY SECRETKEY ¦ {A40} ¦ mc alias set backup https://s3.acme.lan AKIAMINIO7QX2 {t}\nmc: <ERROR> Unable to initialize new alias from the provided credentials. The Access Key Id you provided does not exist in our records.
s3cmd secret key ¦ s3cmd usage, --secret_key= ¦ {A40} ¦ s3cmd --access_key=AKIAJ3Q7VXZ2 --secret_key={t} ls s3://acme-logs\nERROR: S3 error: 403 (SignatureDoesNotMatch)
azcopy sas ¦ AzCopy docs, SAS token on the URL ¦ {u43}%3D ¦ INFO: Authentication failed, it is either not correct, or expired, or does not have the correct permission -> github.com/Azure/azure-storage-azcopy/v10/ste.newAzcopyHTTPClientFactory, https://acmelogs.blob.core.windows.net/raw?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&sig={t}
az storage account key ¦ Azure CLI docs, --account-key ¦ {b64} ¦ az storage blob upload --account-name acmelogs --account-key {t} -c raw -f app.log\nServer failed to authenticate the request. ErrorCode:AuthenticationFailed
az sql admin password ¦ Azure CLI docs, az sql server create --admin-password ¦ {p} ¦ az sql server create -g rg-data -n acme-sql -l westeurope --admin-user sqladmin --admin-password '{t}'\n(PasswordNotComplex) Password validation failed.
gcloud sql set-password ¦ gcloud docs, sql users set-password --password ¦ {p} ¦ ERROR: (gcloud.sql.users.set-password) HTTPError 409: Operation failed because another operation was already in progress. (gcloud sql users set-password app --instance=pg-main --password={t})
aws rds master password ¦ AWS CLI docs, --master-user-password ¦ {p} ¦ aws rds modify-db-instance --db-instance-identifier prod-pg --master-user-password '{t}' --apply-immediately\nAn error occurred (InvalidParameterValue) when calling the ModifyDBInstance operation
aws iam login profile ¦ AWS CLI docs, create-login-profile --password ¦ {p} ¦ An error occurred (PasswordPolicyViolation) when calling the CreateLoginProfile operation: Password should have at least one symbol (aws iam create-login-profile --user-name eva --password {t})
gh secret set body ¦ GitHub CLI manual, gh secret set --body ¦ {A40} ¦ gh secret set DEPLOY_TOKEN --body "{t}" --repo acme/site\nfailed to fetch public key: HTTP 403: Resource not accessible by integration
glab variable set ¦ GitLab CLI docs, glab variable set KEY value ¦ {A32} ¦ glab variable set SENTRY_AUTH_TOKEN "{t}" --masked\nERROR: 403 Forbidden
az keyvault secret value ¦ Azure CLI docs, az keyvault secret set --value ¦ {p} ¦ (Forbidden) The user does not have secrets set permission on key vault 'kv-acme' (az keyvault secret set --vault-name kv-acme --name db-pass --value '{t}')
vault kv put ¦ Vault docs, vault kv put path key=value ¦ {p} ¦ vault kv put -mount=secret app/db username=app password={t}\nError writing data to secret/data/app/db: Error making API request. Code: 403. Errors: * permission denied
etcdctl user colon password ¦ etcdctl docs, --user user:password ¦ {p} ¦ etcdctl --endpoints=https://10.0.0.5:2379 --user root:{t} get /registry --prefix --keys-only\n{"level":"warn","msg":"retrying of unary invoker failed","error":"rpc error: code = InvalidArgument desc = etcdserver: authentication failed, invalid user ID or password"}
kubectl set-credentials password ¦ kubectl docs, config set-credentials --password ¦ {p} ¦ kubectl config set-credentials admin --username=admin --password={t}\nerror: you must be logged in to the server (Unauthorized)
kubeadm join token ¦ kubeadm docs, bootstrap tokens [a-z0-9]{6}.[a-z0-9]{16} ¦ {l6}.{l16} ¦ kubeadm join 10.0.0.10:6443 --token {t} --discovery-token-ca-cert-hash sha256:6c4f4c3a7b1e2d9f\nerror execution phase preflight: couldn't validate the identity of the API Server
k3s agent token ¦ K3s docs, K10 server tokens (K10<ca hash>::server:<password>) ¦ K10{h64}::server:{h32} ¦ level=fatal msg="Error: failed to get CA certs: Get https://10.0.0.2:6443/cacerts: 401 Unauthorized" K3S_TOKEN={t}
docker swarm join token ¦ Docker docs, swarm join-token SWMTKN-1-<digest>-<secret> ¦ SWMTKN-1-{l50}-{l25} ¦ docker swarm join --token {t} 10.0.0.3:2377\nError response from daemon: rpc error: code = Unknown desc = The swarm does not have a leader.
nomad acl bootstrap output ¦ Nomad docs, acl bootstrap output (Secret ID) ¦ {uuid} ¦ nomad acl bootstrap\nAccessor ID  = 9f2e4d1c-0b3a-4c5d-8e7f-1a2b3c4d5e6f\nSecret ID    = {t}\nError writing token to ~/.nomad-token: permission denied
consul acl bootstrap output ¦ Consul docs, acl bootstrap output (SecretID) ¦ {uuid} ¦ Failed ACL bootstrapping, storing the result failed:\nAccessorID:       4b3d2a1c-9e8f-4a7b-8c6d-5e4f3a2b1c0d\nSecretID:         {t}
vault operator init output ¦ Vault docs, operator init output (unseal keys) ¦ {b44} ¦ Unseal Key 1: {t}\nError persisting init output to /vault/init.txt: read-only file system
boundary authenticate password ¦ Boundary docs, authenticate password -password env ¦ {p} ¦ BOUNDARY_AUTHENTICATE_PASSWORD_PASSWORD={t} boundary authenticate password -login-name admin\nError from controller when performing authentication: Unauthenticated
netbird setup key ¦ NetBird docs, --setup-key (UUID) ¦ {uuid} ¦ netbird up --management-url https://nb.acme.io --setup-key {t}\nError: login failed: rpc error: code = PermissionDenied desc = invalid setup-key or no sufficient permissions
headscale preauth key output ¦ Headscale docs, preauthkeys create output (48 hex) ¦ {h48} ¦ tailscale up --login-server https://hs.acme.io --authkey {t}\nbackend error: invalid key: unable to validate API key
wireguard private key ¦ wg(8) config, PrivateKey (base64 of 32 bytes) ¦ {b43}= ¦ wg-quick up wg0\n[#] wg setconf wg0 /dev/fd/63\nLine unrecognized: `PrivateKey = {t} # laptop'\nConfiguration parsing error
strongswan psk ¦ strongSwan ipsec.secrets(5), PSK ¦ {p} ¦ loading secrets from '/etc/ipsec.secrets'\n  syntax error in line 3: 10.0.0.1 10.1.0.1 : PSK "{t}" extra
wpa_supplicant psk ¦ wpa_supplicant.conf(5), psk= ¦ {p} ¦ Line 7: Invalid passphrase length 7 (expected: 8..63) '"{t}"'.\nLine 7: failed to parse psk '"{t}"'.
sqlplus user slash password ¦ SQL*Plus docs, user/password@connect ¦ {p} ¦ sqlplus -S scott/{t}@//db01.acme.lan:1521/ORCLPDB1 @report.sql\nERROR:\nORA-01017: invalid username/password; logon denied
isql-dsn odbc ¦ unixODBC isql(1), DSN UID PWD ¦ {p} ¦ isql -v PROD_DSN report {t}\n[28000][unixODBC][FreeTDS][SQL Server]Login failed for user 'report'.
mongosh password arg ¦ mongosh docs, --password ¦ {p} ¦ mongosh "mongodb://db01:27017/admin" --username root --password {t} --quiet\nMongoServerError: Authentication failed.
"""

HTTP = r"""
curl verbose basic ¦ curl -v output, RFC 7617 Basic ¦ {b30} ¦ > GET /api/v2/reports HTTP/1.1\n> Host: erp.acme.io\n> Authorization: Basic {t}\n> User-Agent: curl/8.5.0\n< HTTP/1.1 401 Unauthorized
curl verbose digest ¦ curl --digest -v, RFC 7616 ¦ {h32} ¦ > Authorization: Digest username="ops", realm="ipmi", nonce="7c1a0f", uri="/redfish/v1", cnonce="NzU2NjQ4", nc=00000001, qop=auth, response="{t}"\n< HTTP/1.1 401 Unauthorized
wget debug header ¦ wget --debug output, ---request begin--- ¦ {A40} ¦ ---request begin---\nGET /artifacts/build.tar.gz HTTP/1.1\nAuthorization: token {t}\nHost: git.acme.io\n---request end---\nHTTP request sent, awaiting response... 404 Not Found
httpie verbose bearer ¦ HTTPie docs, -v output and -A bearer ¦ {u48} ¦ GET /v1/me HTTP/1.1\nAccept: */*\nAuthorization: Bearer {t}\nHost: api.acme.io\nUser-Agent: HTTPie/3.2.2\n\nHTTP/1.1 401 Unauthorized
httpie auth option ¦ HTTPie docs, -a user:pass ¦ {p} ¦ http -a deploy:{t} POST https://ci.acme.io/job/release/build\nhttp: error: ConnectionError: HTTPSConnectionPool(host='ci.acme.io', port=443)
hawk header ¦ Hawk scheme (hapijs/hawk README) ¦ {b32} ¦ 401 Unauthorized for Authorization: Hawk id="dh37fgj492je", ts="1353832234", nonce="j4h3g2", ext="some-app-ext-data", mac="{t}"
aws sigv4 header ¦ AWS Signature V4 docs, Authorization header ¦ {h64} ¦ SignatureDoesNotMatch: Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20261204/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature={t}
sapisidhash ¦ Google web clients, SAPISIDHASH scheme ¦ {h40} ¦ 401 from youtubei/v1/browse (authorization: SAPISIDHASH 1764815390_{t})
akamai edgegrid ¦ Akamai EdgeGrid docs, EG1-HMAC-SHA256 ¦ {b44} ¦ akamai.edgegrid: 401 The signature does not match (Authorization: EG1-HMAC-SHA256 client_token=akab-x4q2kbbqg7wrg3b5-kv5mu4nqsqbwfnlo;access_token=akab-zr6l2fqs4cmpm2l3-q2ul3smw2nkhqigl;timestamp=20261204T02:55:00+0000;nonce=5c8a;signature={t})
oauth1 header ¦ RFC 5849 OAuth 1.0 Authorization header ¦ {A32} ¦ 401 Unauthorized: Authorization: OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1318622958", oauth_token="{t}", oauth_version="1.0"
ntlm negotiate ¦ MS-NTLMSSP, NTLM type 3 message ¦ TlRMTVNTUAADAAAAGAAYAEgAAAAYABgAYAAAA{b60} ¦ < HTTP/1.1 401 Unauthorized\n> Authorization: NTLM {t}
mutual scram ¦ RFC 7804 SCRAM-SHA-256 HTTP auth ¦ {b32} ¦ Authorization: SCRAM-SHA-256 sid=AAAABBBBCCCCDDDD, data=Yz1iaXdzLHI9ck9wck5HZndFYmVSV2diTkVrcU8laHZZRHBXVWEyUmFUQ0FmdXhGSWxqKWhObEYkazAscD1{t}
proxy authorization ¦ RFC 7235 Proxy-Authorization ¦ {b30} ¦ > CONNECT registry.npmjs.org:443 HTTP/1.1\n> Proxy-Authorization: Basic {t}\n< HTTP/1.1 407 Proxy Authentication Required
cookie session ¦ RFC 6265 Cookie header ¦ {u43} ¦ GET /admin HTTP/1.1\nCookie: _ga=GA1.2.11; sessionid={t}; csrftoken=abc\n-> 302 Found (session expired)
set-cookie remember token ¦ RFC 6265 Set-Cookie ¦ {h64} ¦ < Set-Cookie: remember_user_token={t}; path=/; expires=Fri, 04 Dec 2026 02:55:00 GMT; HttpOnly\n< HTTP/1.1 500 Internal Server Error
x-auth-token header ¦ OpenStack docs, X-Auth-Token ¦ gAAAAAB{u176} ¦ keystoneauth1.exceptions.http.Unauthorized: The request you have made requires authentication. (HTTP 401) X-Auth-Token: {t}
x-vault-token ¦ Vault docs, X-Vault-Token header (shape assumed) ¦ hvb.{u138} ¦ curl --header "X-Vault-Token: {t}" https://vault.acme.io/v1/secret/data/app -> {"errors":["permission denied"]}
private-token header ¦ GitLab API docs, PRIVATE-TOKEN header (non-prefixed legacy 20) ¦ {u20} ¦ curl --header "PRIVATE-TOKEN: {t}" https://gitlab.acme.io/api/v4/projects -> 401 {"message":"401 Unauthorized"}
api key query mixed case ¦ OpenAPI apiKey in query ¦ {A40} ¦ GET /v2/forecast?lat=52.1&lon=5.1&ApiKey={t}&units=metric -> 403 Forbidden
"""


def tool_cases(values: Values) -> list[Case]:
    return values.table("cli", TOOLS)


def http_cases(values: Values) -> list[Case]:
    return values.table("http", HTTP)
