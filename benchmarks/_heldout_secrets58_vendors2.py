"""Held-out set 58: more cloud infrastructure and telephony/SMS vendors (names starting with
C, F, I, L, O, Q, T, W or X) no earlier set named, with shapes remembered rather than looked up.

Each name was grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched): CDNetworks, Clouvider, CloudCone, Cloudzy, Catalyst Cloud, Cleura, Oktawave,
QuadraNet, Icedrive, Fasthosts, FlashEdge, ImageEngine, Flexify.IO, Lightsail, Locaweb,
OpenMarket, TeleCMI, Telgorithm, TextGrid, TextAnywhere, Tatango, CallHippo, Commpeak, Xelion,
Fonix and Wowza. Every case says "as remembered" and marks its shape assumed where it is.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
cdnetworks purge ¦ CDNetworks Open API (as remembered): HMAC with an API key; purge via curl (shape assumed) ¦ {A32} ¦ $ curl -u 'cdnadmin@acme.kr:{t}' -X POST https://api.cdnetworks.com/ccm/purge/ItemIdReceiver -d '{"urls":["https://img.acme.kr/a.png"]}'\n{"code":"AuthFailure"}
clouvider portal ¦ Clouvider portal API (as remembered): an API token header (shape assumed) ¦ {A48} ¦ [provisioner] GET https://portal.clouvider.com/api/v1/services -> 401\n  headers: {"X-Api-Token": "{t}"}
cloudcone ini ¦ CloudCone API (as remembered): App-Secret and Hash headers (shape assumed) ¦ {h40} ¦ ; ~/.cloudcone.ini\n[default]\napp_secret = {t}\nhash = 3f09ad1e\n; cloudcone-cli: 403 App-Secret rejected
cloudzy token ¦ Cloudzy API (as remembered): API-Token header (shape assumed) ¦ {u40} ¦ > GET /developers/v1/instances HTTP/1.1\n> Host: api.cloudzy.com\n> API-Token: {t}\n< HTTP/1.1 401 Unauthorized
catalyst openrc ¦ Catalyst Cloud (OpenStack, as remembered): sourced openrc with OS_PASSWORD ¦ {p} ¦ $ cat acme-openrc.sh | grep OS_\nexport OS_AUTH_URL=https://api.nz-por-1.catalystcloud.io:5000/v3\nexport OS_USERNAME=ops@acme.nz\nexport OS_PASSWORD='{t}'\nexport OS_REGION_NAME=nz-por-1
cleura ec2 creds ¦ Cleura (OpenStack EC2-compatible S3 credentials, as remembered) ¦ {h32} ¦ $ openstack ec2 credentials create -f value -c secret\n{t}\n$ aws --endpoint-url https://s3-sto1.citycloud.com s3 ls s3://acme-backups\nAn error occurred (SignatureDoesNotMatch)
oktawave ocs ¦ Oktawave OCS object storage (Swift-compatible, as remembered): X-Storage-Pass ¦ {p} ¦ $ curl -i https://ocs-pl.oktawave.com/auth/v1.0 -H 'X-Storage-User: acme:backup' -H 'X-Storage-Pass: {t}'\nHTTP/1.1 401 Unauthorized
quadranet ipmi ¦ QuadraNet dedicated server IPMI (as remembered): ipmitool with -P ¦ {p} ¦ $ ipmitool -I lanplus -H 198.55.100.12 -U ADMIN -P '{t}' chassis power status\nError: Unable to establish IPMI v2 / RMCP+ session
icedrive webdav ¦ Icedrive WebDAV (as remembered): rclone config with an access key as password (obscured shown raw) ¦ {A40} ¦ [icedrive]\ntype = webdav\nurl = https://webdav.icedrive.io/\nvendor = other\nuser = ops@acme.eu\npass = {t}
fasthosts ftp ¦ Fasthosts web hosting FTP (as remembered): lftp with the account password ¦ {p} ¦ $ lftp -u 'acmeweb,{t}' ftp.fasthosts.co.uk\nlftp acmeweb@ftp.fasthosts.co.uk:~> ls\nls: Login failed: 530 Login authentication failed
flashedge purge ¦ FlashEdge CDN API (as remembered): an API key for purges (shape assumed) ¦ {A40} ¦ flashedge-purge: POST https://api.flashedge.com/v1/distributions/d-81a2/invalidations -> 403 (x-api-key: {t})
imageengine delivery ¦ ImageEngine control panel API (as remembered): an API key for engine management (shape assumed) ¦ {h32} ¦ IMAGEENGINE_API_KEY={t}\nIMAGEENGINE_DELIVERY_ADDRESS=acme.cdn.imgeng.in
flexify s3 ¦ Flexify.IO (S3-compatible virtual storage, as remembered): access key and secret ¦ {A40} ¦ [flexify]\naws_access_key_id = FLXQ7R2M4ND8KZ1AW3EB\naws_secret_access_key = {t}\nendpoint_url = https://s3.flexify.io
lightsail bucket key ¦ Amazon Lightsail bucket access keys (as remembered): secret shown once ¦ {b40} ¦ $ aws lightsail create-bucket-access-key --bucket-name acme-media\n{\n    "accessKey": {\n        "accessKeyId": "AKIA3EXAMPLE7LIGHTS",\n        "secretAccessKey": "{t}",\n        "status": "Active"\n    }\n}
locaweb smtp ¦ Locaweb SMTP Locaweb (as remembered): an API token header x-auth-token (shape assumed) ¦ {h32} ¦ RestClient::Unauthorized (401 Unauthorized): POST https://api.smtplw.com.br/v1/messages x-auth-token={t}
openmarket ¦ OpenMarket SMS (as remembered): OAuth client secret for the messaging API (shape assumed) ¦ {A40} ¦ openmarket:\n  client_id: acme-alerts\n  client_secret: {t}\n  sender: 72345
telecmi ¦ TeleCMI (as remembered): appid and secret in the JSON body (shape assumed) ¦ {uuid} ¦ POST https://rest.telecmi.com/v2/ind_pstn\n{"appid": 2222261, "secret": "{t}", "to": 919876543210, "callerid": 918071387000}\n<- {"code":404,"msg":"Invalid appid or secret"}
telgorithm ¦ Telgorithm API (as remembered): Bearer API key (shape assumed) ¦ {A48} ¦ telgorithm.errors.Unauthorized: 401 on POST /v1/messages (Authorization: Bearer {t})
textgrid ¦ TextGrid (as remembered, a Twilio-compatible API): AccountSid and AuthToken Basic ¦ {h32} ¦ >>> client = Client('AC0f3b9a2c71d84e56', '{t}', base_url='https://api.textgrid.com')\nTextGridRestException: HTTP 401 error: Authenticate
textanywhere ¦ TextAnywhere (as remembered): client_id and client_pass in the query string ¦ {p} ¦ 10.0.3.7 - - [06/Dec/2026:22:22:09 +0000] "GET /sms/send?client_id=acme01&client_pass={t}&originator=ACME HTTP/1.1" 401 44
tatango ¦ Tatango API (as remembered): API key as the Basic username (shape assumed) ¦ {h40} ¦ $ curl -u '{t}:' https://app.tatango.com/api/v2/lists\nHTTP Basic: Access denied.
callhippo ¦ CallHippo API (as remembered): apiToken header (shape assumed) ¦ {A32} ¦ axios.get('https://web.callhippo.com/v1/calllogs', { headers: { apiToken: '{t}' } })\nAxiosError: Request failed with status code 401
commpeak ¦ Commpeak SIP trunk (as remembered): SIP digest password in a PJSIP registration ¦ {p} ¦ [commpeak-auth]\ntype=auth\nauth_type=userpass\nusername=acme_trunk_01\npassword={t}
xelion ¦ Xelion (as remembered): a REST login returning an authentication token ¦ {h64} ¦ POST https://xelion.acme.nl/api/v1/master/me/login -> 200\n{"authentication": "{t}", "validUntil": "2026-12-07 22:22:15"}
fonix ¦ Fonix (as remembered): an API key in the X-API-KEY header for SMS (shape assumed) ¦ {A32} ¦ [2026-12-06 22:22:17] local.ERROR: Fonix SMS failed {"status":401,"x-api-key":"{t}"}
wowza ¦ Wowza Streaming Engine (as remembered): a publisher password in publish.password ¦ {p} ¦ # conf/publish.password\n# username password\nobs-studio {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
