"""Held-out set 15: IoT, regional clouds, operations SaaS, key blocks and JWTs in new places.

Vendor names were grepped against sets 4-14 (none matched): IoT platforms (The Things Stack,
ThingsBoard, Philips Hue, Netatmo, Balena, Memfault, Sigfox, Helium), regional and
second-tier clouds (Oracle Cloud's OCIR auth token, KSYUN, Upyun, Cloud.ru, Qiniu's upload
token), operations and chat SaaS (PagerDuty, Sendbird, CometChat, imgix). Then private-key
material in places earlier sets did not put it (an OpenSSH key in a cloud-init
``write_files`` echoed by a schema error, a PGP key block printed from a GitLab CI file
variable, a WireGuard ``PresharedKey`` echoed by wg-quick, a PKCS#8 key in ``terraform state
show``, an age identity under ``bash -x`` before SOPS) and tokens in an SMTP ``AUTH
XOAUTH2`` line, a gRPC metadata map, a graphql-ws ``connection_init`` frame, a STOMP
``CONNECT`` frame and a PJSIP account's credential.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
things stack api key ¦ The Things Stack docs, API keys NNSXS.<39 base32>.<52 base32> ¦ NNSXS.{B39}.{B52} ¦ ttn-lw-cli: error:pkg/auth:token_mismatch (token mismatch) --api-key {t}
thingsboard device token ¦ ThingsBoard docs, device access token as the MQTT username (20 alnum) ¦ {A20} ¦ paho.mqtt: CONNACK rc=5 (not authorised) host=tb.acme.lan port=1883 username={t} topic=v1/devices/me/telemetry
hue application key ¦ Philips Hue CLIP v2 docs, hue-application-key header (40 alnum) ¦ {A40} ¦ hue bridge 192.168.1.42: [{"error":{"type":1,"address":"/","description":"unauthorized user"}}] hue-application-key: {t}
netatmo refresh token ¦ Netatmo Connect docs, refresh_token <user id>|<hex> ¦ 5c810b2f4e91d20cd0a8e7b3|{h32} ¦ netatmo: {"error":"invalid_grant"} refreshing with refresh_token={t}
balena api key ¦ balenaCloud docs, API key (32 alnum) in BALENA_API_KEY ¦ {A32} ¦ BalenaNotLoggedIn: You have to log in to continue (balena login --token {t} returned 401)
memfault project key ¦ Memfault docs, Memfault-Project-Key header (32 hex) ¦ {h32} ¦ memfault-cli upload-mcu-symbols: 401 {"error":{"message":"Invalid project key"}} --project-key {t}
sigfox api password ¦ Sigfox API v2 docs, API login (24 hex) and password (32 hex) as Basic ¦ {h32} ¦ sigfox backend: 401 GET /v2/devices/4D8C61 as 5f7b0c3a9d2e4b1c8a6f0e3d:{t}
helium api key ¦ Helium Console docs, API key (base64, 44 chars) in the key header ¦ {b43}= ¦ helium-console: 401 {"error":"invalid api key"} curl -H "key: {t}" https://console.helium.com/api/v1/devices
oci auth token ¦ Oracle Cloud docs, OCIR login with <tenancy>/<user> and an auth token (20 chars with punctuation) ¦ {A6}({A5};{A4}]{A3} ¦ Error response from daemon: Get "https://fra.ocir.io/v2/": unknown: Unauthorized — docker login fra.ocir.io -u 'frxyz1abcd/oracleidentitycloudservice/ops@acme.io' -p '{t}'
ksyun secret key ¦ Kingsoft Cloud (KSYUN) docs, AK starting AKLT and a secret key (shape assumed) ¦ {b40} ¦ ksyun.SignatureDoesNotMatch: The request signature we calculated does not match (KS3 AccessKey=AKLTrZ3eWyNvQ5uF0nXd9pq1 SecretKey={t})
upyun operator password ¦ Upyun docs, operator name and password (MD5 in the signature) ¦ {p} ¦ upyun.UpYunServiceException: 401 {"msg":"sign error","code":40100005} operator=deploy password={t} bucket=acme-static
cloud.ru key secret ¦ Cloud.ru (formerly SberCloud) Evolution docs, key_id and key_secret of a service account ¦ {h32} ¦ cloudru iam: 401 "invalid credentials" POST https://iam.api.cloud.ru/api/v1/auth/token {"keyId":"b7c8d9e0f1a2","secret":"{t}"}
qiniu upload token ¦ Qiniu Kodo docs, upload token = AccessKey:encodedSign:encodedPutPolicy (the sign is base64url of an HMAC-SHA1) ¦ {u27}= ¦ qiniu: {"error":"bad token"} code 401 uploading images/2026/12/04.png with token vX9qK2mZ8nL4pR7tW1yB3cD5fG6hJ0aS:{t}:eyJzY29wZSI6ImFjbWUtc3RhdGljIiwiZGVhZGxpbmUiOjE3NjQ4OTI4MDB9
pagerduty rest key ¦ PagerDuty docs, REST API keys are 20-character strings (Authorization: Token token=...) ¦ {u20} ¦ pdpyras.PDClientError: GET /incidents: API responded with non-success status (401) — Authorization: Token token={t}
pagerduty routing key ¦ PagerDuty Events API v2 docs, routing_key (32 hex) in the event body ¦ {h32} ¦ Events API: 400 {"status":"invalid event","message":"Event object is invalid","errors":["'routing_key' is invalid"]} body={"routing_key":"{t}","event_action":"trigger"}
sendbird api token ¦ Sendbird Platform API docs, Api-Token header (master token, 40 hex) ¦ {h40} ¦ sendbird_platform_sdk.ApiException: (400) code 400401 "Invalid value: Api-Token." HTTP request headers: {'Api-Token': '{t}', 'Content-Type': 'application/json'}
cometchat rest key ¦ CometChat REST docs, apiKey header with the REST API key (40 hex) ¦ {h40} ¦ CometChat: {"error":{"message":"Failed to authenticate with the given apiKey.","code":"ERR_AUTH_TOKEN_NOT_FOUND"}} appId=2468acme apiKey={t}
imgix api key ¦ imgix Management API docs, Bearer API key for purges (shape assumed) ¦ ak_{h60} ¦ imgix purge failed: 401 {"errors":[{"status":"401","detail":"Invalid API key"}]} Authorization: Bearer {t}
cloud-init openssh key ¦ cloud-init docs, write_files with an OpenSSH private key, echoed in a schema error ¦ {b70} ¦ cloud-init schema: Error: Cloud config schema errors: write_files.0: 'permissions' is not a valid octal string\n  write_files:\n  - path: /home/deploy/.ssh/id_ed25519\n    permissions: 'rw-------'\n    content: |\n      -----BEGIN OPENSSH PRIVATE KEY-----\n      b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n      QyNTUxOQAAACC{t}\n      -----END OPENSSH PRIVATE KEY-----
gitlab ci pgp block ¦ GitLab CI docs, a file-type CI variable holding an armored PGP key, printed by `cat $GPG_KEY` ¦ {b64} ¦ $ cat $GPG_SIGNING_KEY\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBGV4k9wBEADJ8fZ3mKx2yV0a+QnW8bLr0cT1uE6pHsI4gD7kYvN5oRtAa9Bc\n{t}\n=kQ3x\n-----END PGP PRIVATE KEY BLOCK-----\n$ gpg --batch --import $GPG_SIGNING_KEY\ngpg: key 4A3B2C1D: error reading key: Bad passphrase
wg preshared key ¦ wg(8) docs, wg showconf prints PresharedKey (base64 of 32 bytes) ¦ {b43}= ¦ wg-quick: `wg setconf wg0 /dev/fd/63' failed: Key is not the correct length or format\n[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\nPresharedKey = {t}\nAllowedIPs = 10.8.0.2/32
terraform state pkcs8 ¦ Terraform docs, tls_private_key.private_key_pem stored in state, shown by terraform state show ¦ MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ{b120} ¦ # tls_private_key.deploy:\nresource "tls_private_key" "deploy" {\n    algorithm       = "RSA"\n    private_key_pem = (sensitive value)\n    private_key_pem_pkcs8 = <<-EOT\n        -----BEGIN PRIVATE KEY-----\n        {t}\n    EOT\n}\nError: state snapshot was created by Terraform v1.9.2, which is newer than current v1.7.5
sops age identity ¦ SOPS docs, SOPS_AGE_KEY holding an AGE-SECRET-KEY-1 identity, echoed by a failed decrypt script ¦ AGE-SECRET-KEY-1{B58} ¦ + SOPS_AGE_KEY={t} sops -d secrets.enc.yaml\nFailed to get the data key required to decrypt the SOPS file.\nGroup 0: FAILED\n  age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p: FAILED
smtp xoauth2 ¦ Google XOAUTH2 docs, AUTH XOAUTH2 base64("user=...^Aauth=Bearer <token>^A^A") ¦ {b300} ¦ smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted.') after 'AUTH XOAUTH2 {t}'
grpc metadata jwt ¦ grpc-go docs, metadata.MD printed with %v ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6IjQifQ.{u160}.{u86} ¦ rpc error: code = Unauthenticated desc = invalid token; outgoing md=map[:authority:[orders.acme.internal:443] authorization:[Bearer {t}] x-request-id:[b7d0]]
graphql ws connection params ¦ graphql-ws docs, ConnectionInit payload carrying the token ¦ eyJhbGciOiJIUzI1NiJ9.{u120}.{u43} ¦ graphql-ws: Socket closed with event 4403 Forbidden; sent {"type":"connection_init","payload":{"authToken":"{t}"}}
stomp connect passcode ¦ STOMP 1.2 spec, CONNECT frame with login and passcode headers ¦ {p} ¦ stomp.py: ConnectFailedException — server sent ERROR\nmessage:Authentication failed\n\nframe was:\nCONNECT\naccept-version:1.2\nhost:broker.acme.lan\nlogin:orders\npasscode:{t}\n\n^@
sip digest response ¦ RFC 3261, SIP REGISTER with a plain password in a provisioning dump (shape assumed) ¦ {p} ¦ PJSIP registration failed (403 Forbidden) for sip:4401@pbx.acme.lan — account config: {"id":"sip:4401@pbx.acme.lan","registrar":"sip:pbx.acme.lan","cred":{"realm":"*","username":"4401","data":"{t}","scheme":"digest"}}
app store connect p8 ¦ App Store Connect API docs, the AuthKey_<key id>.p8 EC private key passed as key_content ¦ MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{b100} ¦ fastlane: [!] Couldn't decrypt your key: invalid curve name — app_store_connect_api_key(key_id: "D383SF739", issuer_id: "6053b7fe-68a8-4acb-89be-165aa6465141", key_content: "-----BEGIN PRIVATE KEY-----\\n{t}\\n-----END PRIVATE KEY-----")
hubspot private app token ¦ HubSpot docs, private app access tokens pat-<region>-<uuid> ¦ pat-na1-{uuid} ¦ hubspot.crm.contacts.exceptions.ApiException: (401) {"status":"error","message":"Authentication credentials not found.","category":"INVALID_AUTHENTICATION"} Authorization: Bearer {t}
branch secret ¦ Branch docs, Branch Secret (secret_live_) next to the public Branch Key ¦ secret_live_{A32} ¦ branch: 401 {"error":{"message":"Invalid or missing app secret","code":401}} branch_key=key_live_hfjPdL3bQ8Bf1a branch_secret={t}
airship master secret ¦ Airship docs, Basic app key : master secret (22 chars) ¦ {u22} ¦ urbanairship.common.Unauthorized: 401 Unauthorized (app key ISex_TTJRuarzs9-o_Gkhg, master secret {t})
pushwoosh api token ¦ Pushwoosh docs, API Access Token in Authorization: Token (shape assumed) ¦ {A80} ¦ pushwoosh: {"status_code":210,"status_message":"Access denied or application not found"} Authorization: Token {t}
embrace api token ¦ Embrace docs, the API token for dSYM and mapping uploads (32 hex) ¦ {h32} ¦ embrace upload: 401 Unauthorized — run.sh --app aBcDe --token {t} ./build/dSYMs
caprover app token ¦ CapRover docs, app token for caprover deploy --appToken (64 hex) ¦ {h64} ¦ caprover deploy: Deploy failed! Error: 401 invalid app token (caprover deploy -h https://captain.acme.io -a api --appToken {t} -b main)
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
