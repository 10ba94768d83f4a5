"""Held-out set 67: vendors no earlier set named, in set 67's share — accounting and ERP,
procurement, tax and e-invoicing, crypto custody, BNPL, KYC and identity verification — whose
key formats were looked up with the ``search`` tool.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen. These matched and were dropped: Codat,
Fireblocks, Onfido, Avalara, Persona, Sumsub, Affirm, Xero, QuickBooks, NetSuite, FreshBooks,
Coupa, Veriff, Jumio, Klarna, Afterpay, Sezzle, Copper, Ledger, Vertex, TaxJar, Ramp, Brex,
Tipalti, Bill.com, Chargebee, Zuora, Odoo, Acumatica, Plaid, Alloy, Socure, Trulioo, Shufti,
IDnow, Yoti, Didit, Tabby, Tamara, Scalapay, Paidy, Mollie, Cobo, Turnkey, Zoho Books, Wave,
Kashoo, Invoiced, Anrok, Fonoa, Quaderno, Peppol and Sage (the searches for the first eight
were spent before the grep; they are counted as searched, not used).

Looked up with the ``search`` tool (corpus ``docs``), vendors no earlier set named: 20
searched, 11 pages gave the format or its shape, each case naming its page: Facturapi
(``FACTURAPI_KEY``, test and live keys; the ``sk_test_``/``sk_live_`` prefixes remembered),
BitGo (long-lived access tokens prefixed ``v2x``, 64 hex after it), ComplyCube (``test_`` and
``live_`` keys sent bare in ``Authorization``), Storecove (an API key sent as a bearer token),
Paxos (``client_id`` and ``client_secret`` traded at ``oauth.paxos.com/oauth2/token``), Smile
ID (a partner id, an API key and a request signature), iDenfy (API key and secret as Basic
auth on ``ivs.idenfy.com/api/v2/token``), TaxCloud (``api_login_id`` and ``api_key``), Utila
(a service account's RSA private key signing a bearer JWT), NFE.io (the "Chave de Nota Fiscal"
in ``Authorization``, no ``Bearer``) and Splitit (an API key, a user name and a password).
Dfns, Vatstack, Mondu, Footprint, Dojah, Youverify, Hokodo, Precoro and Vouched gave no page
with the format; their shapes are in ``_heldout_secrets67_vendors2.py``, as remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

_FACTURAPI = "search: pypi.org/project/facturapi-2.0 (FACTURAPI_KEY; sk_ prefixes remembered)"
_BITGO = "search: developers.bitgo.com/changelog/20251203 (v2x-prefixed access tokens)"
_COMPLYCUBE = "search: docs.complycube.com/api-reference/authentication (test_/live_ keys)"
_STORECOVE = "search: npmjs.com/package/@datafire/storecove (Bearer API key)"
_PAXOS = "search: rdrr.io/cran/cryptotrackr/man/paxos_bearer_token.html (client_secret)"
_SMILE = "search: pypi.org/project/smile-id-core (partner id, API key, signature)"
_IDENFY = "search: documentation.idenfy.com/authentication.md (Basic key:secret)"
_TAXCLOUD = "search: rubydoc.info/gems/tax_cloud/0.4.0 (api_login_id, api_key)"
_UTILA = "search: docs.utila.io/reference/authentication.md (service account key, JWT)"
_NFEIO = "search: nfe.io/docs/documentacao/nossa-plataforma/chaves-de-autenticacao"
_SPLITIT = "search: amember.com/PluginDocs/Payment/Splitit (ApiKey, UserName, Password)"

ROWS = rf"""
facturapi env ¦ {_FACTURAPI} ¦ sk_live_{{A32}} ¦ # .env.production (CFDI 4.0)\nFACTURAPI_KEY={{t}}\nFACTURAPI_ORG=65f0c1a2b3d4e5f6a7b8c9d0
facturapi node ¦ {_FACTURAPI} ¦ sk_test_{{A32}} ¦ const facturapi = new Facturapi('{{t}}', {{ apiVersion: 'v2' }});\n// TypeError: Cannot read properties of undefined (reading 'legal_name')
facturapi curl ¦ {_FACTURAPI} ¦ sk_live_{{A32}} ¦ $ curl -s https://www.facturapi.io/v2/invoices -u "{{t}}:" -H "Content-Type: application/json" --data @factura.json\n{{"message":"El RFC del receptor no está en la lista de RFC inscritos no cancelados del SAT","status":400}}
facturapi python ¦ {_FACTURAPI} ¦ sk_test_{{A32}} ¦ >>> from facturapi import configure\n>>> configure(api_key="{{t}}")\n>>> facturapi.Customer.create(data=req)\nfacturapi.errors.ValidationError: tax_id: RFC inválido
bitgo express ¦ {_BITGO} ¦ v2x{{h64}} ¦ $ curl -X POST http://127.0.0.1:3080/api/v2/tbtc/wallet/6553e5a4b8f2d1c0e9a7b6c5/sendcoins -H "Authorization: Bearer {{t}}" -d '{{"address":"tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx","amount":10000}}'\n{{"error":"needs unlock","needsOTP":true}}
bitgo sdk js ¦ {_BITGO} ¦ v2x{{h64}} ¦ const bitgo = new BitGo({{ env: 'test', accessToken: '{{t}}' }});\nUnhandledPromiseRejection: Error: unauthorized (status 401) at /api/v2/tbtc/wallet
bitgo yaml ¦ {_BITGO} ¦ v2x{{h64}} ¦ # custody-sweeper/values.yaml\nbitgo:\n  env: prod\n  enterpriseId: 5f9a3c2b1d0e4f7a8b6c5d4e\n  accessToken: "{{t}}"\n  walletPassphraseSecretRef: sweeper-wallet-pass
bitgo csv ¦ {_BITGO} ¦ v2x{{h64}} ¦ label,scope,ip_restriction,token\ntreasury-bot,"wallet_spend_all,wallet_view_all",10.20.0.0/24,{{t}}
complycube curl ¦ {_COMPLYCUBE} ¦ live_{{A40}} ¦ curl -X POST https://api.complycube.com/v1/clients -H 'Authorization: {{t}}' -H 'Content-Type: application/json' -d '{{"type":"person","email":"ana@example.org"}}'\n{{"type":"authentication_error","message":"Invalid API key"}}
complycube dotnet ¦ {_COMPLYCUBE} ¦ test_{{A40}} ¦ var client = new ComplyCubeClient("{{t}}");\nComplyCube.Net.ComplyCubeException: 403 Forbidden - This API key is not permitted to access live data
complycube php ¦ {_COMPLYCUBE} ¦ live_{{A40}} ¦ PHP Fatal error:  Uncaught ComplyCube\Exception\ComplyCubeClientException: Unauthorized in /var/www/kyc/vendor/complycube/complycube/src/ApiClient.php:88\n#0 /var/www/kyc/onboard.php(12): ComplyCube\ComplyCubeClient->__construct('{{t}}')
storecove httpie ¦ {_STORECOVE} ¦ {{A43}} ¦ $ http POST https://api.storecove.com/api/v2/discovery/receives "Authorization:Bearer {{t}}" documentTypes:='["invoice"]' network=peppol scheme=de:lwid identifier=10101010-STO-10\nHTTP/1.1 401 Unauthorized
storecove ruby ¦ {_STORECOVE} ¦ {{A43}} ¦ Storecove.configure do |c|\n  c.access_token = "{{t}}"\n  c.host = "api.storecove.com"\nend\nStorecove::ApiError: 403 legal_entity_id 218843 does not belong to this API key
storecove properties ¦ {_STORECOVE} ¦ {{A43}} ¦ # einvoice-gateway/application-prod.properties\nstorecove.base-url=https://api.storecove.com/api/v2\nstorecove.api-key={{t}}\nstorecove.legal-entity-id=218843
paxos oauth ¦ {_PAXOS} ¦ {{A40}} ¦ $ curl -s https://oauth.paxos.com/oauth2/token -d grant_type=client_credentials -d client_id=4c8e2f1a-9b7d-4e3c-a2f1-0d9e8c7b6a5f -d client_secret={{t}} -d "scope=funding:read_profile"\n{{"error":"invalid_client","error_description":"Client authentication failed"}}
paxos r ¦ {_PAXOS} ¦ {{A40}} ¦ > token <- paxos_bearer_token("4c8e2f1a-9b7d-4e3c-a2f1-0d9e8c7b6a5f", "{{t}}", "exchange:read_order")\nError in data$access_token : $ operator is invalid for atomic vectors
paxos toml ¦ {_PAXOS} ¦ {{A40}} ¦ [paxos]\nenv = "sandbox"\nclient_id = "4c8e2f1a-9b7d-4e3c-a2f1-0d9e8c7b6a5f"\nclient_secret = "{{t}}"\nprofile_id = "d1b2c3a4-0000-4e5f-9a8b-7c6d5e4f3a2b"
smile id python ¦ {_SMILE} ¦ {{uuid}} ¦ >>> from smile_id_core import WebApi\n>>> api = WebApi("2417", "https://example.org/cb", "{{t}}", 0)\nsmile_id_core.ServerError: 2205: You are not authorized to do that.
smile id node ¦ {_SMILE} ¦ {{uuid}} ¦ const connection = new WebApi('2417', 'https://kyc.example.org/smile/cb', '{{t}}', '1');\n[SmileID] submit_job failed: 401 Unauthorized (partner_id=2417, job_type=5)
smile id env ¦ {_SMILE} ¦ {{uuid}} ¦ SMILE_PARTNER_ID=2417\nSMILE_API_KEY={{t}}\nSMILE_SERVER=1 # production
idenfy curl ¦ {_IDENFY} ¦ {{A30}} ¦ curl -X POST https://ivs.idenfy.com/api/v2/token -u "kP3xTq9mWz2vR8sN1aLd:{{t}}" -H "Content-Type: application/json" -d '{{"clientId": "user-8841"}}'\n{{"identifier":"UNAUTHORIZED","message":"Provided credentials are incorrect."}}
idenfy python ¦ {_IDENFY} ¦ {{A30}} ¦ resp = requests.post("https://ivs.idenfy.com/api/v2/token", auth=("kP3xTq9mWz2vR8sN1aLd", "{{t}}"), json={{"clientId": "user-8841"}})\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://ivs.idenfy.com/api/v2/token
idenfy kotlin ¦ {_IDENFY} ¦ {{A30}} ¦ val credential = Credentials.basic("kP3xTq9mWz2vR8sN1aLd", "{{t}}")\nval request = Request.Builder().url("https://ivs.idenfy.com/api/v2/token").header("Authorization", credential)
taxcloud ruby ¦ {_TAXCLOUD} ¦ {{H8}}-{{H4}}-{{H4}}-{{H4}}-{{H12}} ¦ TaxCloud.configure do |config|\n  config.api_login_id = '3A9F21C7'\n  config.api_key = '{{t}}'\nend\nTaxCloud::Errors::ApiError: Invalid apiLoginID or apiKey
taxcloud soap ¦ {_TAXCLOUD} ¦ {{H8}}-{{H4}}-{{H4}}-{{H4}}-{{H12}} ¦ <soap:Body><Lookup xmlns="http://taxcloud.net"><apiLoginID>3A9F21C7</apiLoginID><apiKey>{{t}}</apiKey><customerID>cust-1182</customerID></Lookup></soap:Body>
utila pem ¦ {_UTILA} ¦ {{b64}} ¦ $ cat utila-sa/private_key.pem\n-----BEGIN PRIVATE KEY-----\nMIIJQgIBADANBgkqhkiG9w0BAQEFAASCCSww{{t}}\n-----END PRIVATE KEY-----
utila jwt ¦ {_UTILA} ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ0cmVhc3VyeS1ib3RAZXhhbXBsZS5vcmciLCJhdWQiOiJodHRwczovL3BvbGljeS51dGlsYS5pbyJ9.{{u86}} ¦ GET https://api.utila.io/v1alpha2/vaults/5c2e9a7b/wallets\nAuthorization: Bearer {{t}}\n-> 403 PERMISSION_DENIED: service account role not approved
nfeio curl ¦ {_NFEIO} ¦ {{A40}} ¦ curl -X GET "https://api.nfe.io/v1/companies" -H "Authorization: {{t}}"\n{{"message":"Chave de API inválida para este recurso","code":401}}
nfeio csharp ¦ {_NFEIO} ¦ {{A40}} ¦ var client = new NfeClient(apiKey: "{{t}}");\nNfe.NfeException: 401 Unauthorized — use a Chave de Nota Fiscal, não a Chave de Dados
splitit php ¦ {_SPLITIT} ¦ {{uuid}} ¦ Configuration::production()->setApiKey('{{t}}');\n$loginApi = new LoginApi(Configuration::production());\nSplititSdkClient\ApiException: [401] Invalid terminal API key
splitit ini ¦ {_SPLITIT} ¦ {{p}} ¦ [splitit]\nusername = api_merchant_4471\npassword = {{t}}\napi_key = see vault: splitit/terminal
"""


def vendor_cases(v: Values) -> list[Case]:
    out = v.table("vendor", ROWS)
    # Raised in every way the harness has, one after another.
    ways = ("runtime", "cause", "context", "note", "args", "group", "process", "keyerror")
    return [
        Case(c.kind, c.source, c.text, c.secret, raises=ways[i % len(ways)])
        for i, c in enumerate(out)
    ]
