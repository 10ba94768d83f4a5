"""Held-out set 40: vendors no earlier set named (names J to Z), most looked up with the
``search`` tool: SLO platforms, stream processing, WordPress hosting, SMS, project boards,
payment gateways.

Every vendor name below was grepped for (case-insensitive, fixed string) in all earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` files (none matched; about 150 others did
and were dropped, among them Kentik, Mezmo, Raygun, Tinybird, Xata, Zuplo, Qovery, Koyeb,
Turso, Redpanda, Materialize, Wasabi, Storj, Pinata, Mux, Wistia, Lokalise, Crowdin, PubNub,
Plivo, Telnyx, Pipedrive, PostHog, Statsig, Rollbar, Sentry, Netlify, TestRail, Shortcut,
Linear, Toggl, Zoom, Razorpay, Paytm, Xendit, Mollie, PayU, Vipps, Klarna, Wise, Plaid).

Looked up with the ``search`` tool (14 searched, 11 gave the format; source named per case):
Nobl9 (sloctl's SLOCTL_CLIENT_ID / SLOCTL_CLIENT_SECRET and ~/.config/nobl9/config.toml),
Textbelt (``key=`` POST parameter to /text), Zenhub (``X-Authentication-Token`` header or
``access_token`` query), Kanbanize (``apikey`` header on /api/v2, kanbanize-sdk's
``{'subdomain':..., 'api_key':...}``), Zaakpay (``merchantIdentifier`` 32 hex is public, the
secret key signs an HMAC-SHA256 checksum), Quix (``Quix__Sdk__Token="sdk-..."`` in .env),
WP Engine (``WPE_API_USER_ID``/``WPE_API_PASSWORD`` Basic auth to api.wpengineapi.com).
Reloadly (``getToken(client_id, client_secret)``, API_KEY/API_SECRET), ZeptoMail
(``Authorization: zoho-enczapikey`` with the Send Mail Token), Memberstack (the Admin package
takes the secret key), Lucca (API keys under Settings > API Keys). Paidy, Weclapp and Weavy
were searched and gave nothing of their own (shape assumed, like Stripe-style keys).
Lengths and alphabets the pages did not give are "shape assumed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
nobl9 env secret ¦ Nobl9 sloctl issue #12: export SLOCTL_CLIENT_SECRET="xxxx" (shape assumed) ¦ {u40} ¦ $ export SLOCTL_CLIENT_ID=0oa7x2m9qLp4 SLOCTL_CLIENT_SECRET={t}\n$ sloctl get slos -p checkout\nError: 401 Unauthorized: invalid client credentials
nobl9 config toml ¦ Nobl9 sloctl: contexts in ~/.config/nobl9/config.toml (clientSecret as remembered) ¦ {u40} ¦ $ cat ~/.config/nobl9/config.toml\ndefaultContext = "prod"\n[contexts.prod]\n  clientId = "0oa7x2m9qLp4"\n  clientSecret = "{t}"\n  project = "checkout"
textbelt curl key ¦ Textbelt docs (Getting started): curl -X POST https://textbelt.com/text ... -d key=... (shape assumed) ¦ {h64} ¦ $ curl -X POST https://textbelt.com/text --data-urlencode phone='+14155550142' --data-urlencode message='Gate code changed' -d key={t}\n{"success":false,"error":"Out of quota","quotaRemaining":0}
textbelt requests ¦ Textbelt docs: requests.post('https://textbelt.com/text', {'phone':..., 'message':..., 'key':...}) ¦ {h64} ¦ >>> requests.post('https://textbelt.com/text', {'phone': '+14155550142', 'message': 'Shift starts 6am', 'key': '{t}'}).json()\n{'success': False, 'error': 'Invalid API key', 'quotaRemaining': 0}
zenhub header ¦ Zenhub API README: the token is sent in the X-Authentication-Token header (shape assumed) ¦ {h64} ¦ GET https://api.zenhub.com/p1/repositories/318822/board\nX-Authentication-Token: {t}\n<- 401 {"message":"Invalid Token"}
zenhub query ¦ Zenhub API README: alternatively the access_token query string ¦ {h64} ¦ 2026-12-06 13:41:02 WARN sprint-sync GET https://api.zenhub.com/p1/repositories/318822/issues/77?access_token={t} -> 401
kanbanize header ¦ Pipedream's Kanbanize app: headers { "apikey": ... } on https://{subdomain}.kanbanize.com/api/v2/users (shape assumed) ¦ {A40} ¦ $ http GET https://acme.kanbanize.com/api/v2/cards board_ids==4 apikey:{t}\nHTTP/1.1 401 Unauthorized\n{"error":{"code":"AU01","message":"Invalid API key"}}
kanbanize sdk ¦ kanbanize-sdk (pypi): Kanbanize({'subdomain': ..., 'api_key': ...}) ¦ {A40} ¦ Traceback (most recent call last):\n  File "/srv/flow/sync.py", line 12, in <module>\n    service = Kanbanize({'subdomain': 'acme', 'api_key': '{t}'})\nkanbanize_sdk.exceptions.UnauthorizedError: 401
zaakpay secret key ¦ Zaakpay developer docs (Checksum Calculation): HMAC SHA-256 of the parameters with your generated secret key (32 hex as assumed) ¦ {h32} ¦ [2026-12-06 13:41:10] local.ERROR: Zaakpay checksum mismatch (responseCode 180) {"merchantIdentifier":"b7e2c4a9d0f14e6b8a3c5d7e9f1a2b3c","secretKey":"{t}"}
zaakpay properties ¦ Zaakpay Java kit (calculateChecksum(secretKey, allParamValue)); key in a properties file as remembered ¦ {h32} ¦ $ cat src/main/resources/zaakpay.properties\nzaakpay.merchantIdentifier=b7e2c4a9d0f14e6b8a3c5d7e9f1a2b3c\nzaakpay.secretKey={t}\nzaakpay.env=live
quix dotenv ¦ quix-docs (streaming-token.md): a .env file with Quix__Sdk__Token="sdk-..." ¦ sdk-{h32} ¦ $ cat .env\n# Token for production environment\nQuix__Sdk__Token="{t}"\nQuix__Workspace__Id=acme-telemetry-prod
quix compose ¦ quix-docs: the SDK token auto-injected into deployments (docker compose as remembered) ¦ sdk-{h32} ¦ $ docker compose config | grep -A3 environment\n    environment:\n      Quix__Sdk__Token: {t}\n      Quix__Portal__Api: https://portal-api.platform.quix.io
wpengine curl ¦ WP Engine Hosting Platform API quick start: curl -u "$WPE_API_USER_ID:$WPE_API_PASSWORD" (shape assumed) ¦ {A32} ¦ $ curl -s -u "6d1c2f0e-93a4-4b7e-a1c2-5f8e9d0b3a47:{t}" "https://api.wpengineapi.com/v1/installs?limit=5"\n{"message":"Bad credentials"}
wpengine export ¦ WP Engine quick start: export WPE_API_PASSWORD="YOUR_API_PASSWORD" ¦ {A32} ¦ $ env | grep WPE_\nWPE_API_USER_ID=6d1c2f0e-93a4-4b7e-a1c2-5f8e9d0b3a47\nWPE_API_PASSWORD={t}
paidy secret key ¦ Paidy: searched, no page of its own; a secret key of the usual sk_live_ shape (shape assumed) ¦ sk_live_{l26} ¦ Paidy::AuthenticationError (HTTP 401) at app/services/paidy_capture.rb:18\n  Paidy.secret_key = "{t}"
reloadly dart token ¦ reloadly (pub.dev) example: reloadly.getToken('YOUR_CLIENT_ID_HERE','client_secret') (shape assumed) ¦ {A50} ¦ Unhandled exception:\nDioException [bad response]: 401 POST https://auth.reloadly.com/oauth/token\n#0 main (file:///app/bin/topup.dart:6) getToken('Qm3vR8xK2p', '{t}')
reloadly client credentials ¦ Reloadly/sample-token README: replace API_KEY and API_SECRET with your account's keys ¦ {A50} ¦ $ curl -s https://auth.reloadly.com/oauth/token -H 'Content-Type: application/json' -d '{"client_id":"Qm3vR8xK2p","client_secret":"{t}","grant_type":"client_credentials","audience":"https://topups.reloadly.com"}'\n{"timeStamp":"2026-12-06 13:36:02","message":"Access Denied","errorCode":"INVALID_CREDENTIALS"}
zeptomail header ¦ ZeptoMail transition API docs: Authorization: zoho-enczapikey <space> <send mail token> (base64 as assumed) ¦ {b88} ¦ POST https://api.zeptomail.com/v1.1/email\nAuthorization: Zoho-enczapikey {t}\n<- 401 {"error":{"code":"TM_3601","message":"Invalid API Token found"}}
zeptomail env ¦ ZeptoMail API docs: the agent's Send Mail Token from SMTP/API (env name as remembered) ¦ {b88} ¦ $ fly secrets list -a mailer && fly ssh console -C 'printenv ZEPTOMAIL_TOKEN'\nZeptoMail token: {t}
memberstack secret ¦ Memberstack Admin Node package: server-side with the secret key (sk_ prefix as remembered) ¦ sk_{l32} ¦ Error: Invalid secret key\n    at memberstackAdmin.init (node_modules/@memberstack/admin/dist/index.js:41:11)\n  secretKey: '{t}'
lucca api key ¦ Fivetran's Lucca setup guide: Settings > Authentication, SSO and API > API Keys, Generate API Key (header as remembered) ¦ {uuid} ¦ GET https://acme.ilucca.net/api/v3/users?fields=id,name\nAuthorization: lucca application={t}\n<- 401 Unauthorized
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
