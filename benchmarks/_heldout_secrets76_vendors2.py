"""Held-out set 76: more security, identity and VPN vendors no earlier set named, with their
shapes as remembered (not looked up): asset inventory, MDR and XDR, DNS security, device
identity, PAM and secret vaults, identity governance, passkey and passwordless vendors, and
consumer and business VPNs.

Each name was grepped for in every earlier ``benchmarks/*heldout*`` file (none matched):
runZero, Enclave, Uptycs, Veza, Expel, Red Canary, Arctic Wolf, Blumira, Vectra, Silverfort,
Trellix, Cisco Umbrella, Appgate, Defguard, EJBCA, Hoop.dev, Push Security, Netography, Zero
Networks, Tunnelblick, ProtonVPN, IVPN, Windscribe, NordVPN, ExpressVPN, AirVPN, Securden,
Pleasant Password Server, Saviynt, Imprivata, Foxpass, Beyond Identity, Transmit Security,
Trusona, Cerby, Malwarebytes, Tracecat, Apiiro, 42Crunch, Salt Security, Varonis, Netwrix and
Admin By Request (43 vendors). Shapes: .env, YAML, TOML, INI, JSON, XML, HCL, Java properties,
OpenVPN auth files, WireGuard configs, PowerShell, Go, Rust, C#, Kotlin, Ruby and PHP calls,
httpie, headers, query strings, CSV and table output printing values bare, SDK errors and debug
logs.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
runzero export token ¦ runZero export token XT prefix, remembered ¦ XT{H32} ¦ $ curl -s -H "Authorization: Bearer {t}" https://console.runzero.com/api/v1.0/export/org/assets.json?search=alive:t\n{"error":"invalid export token"}
runzero org token toml ¦ runZero organization token OT prefix in a tool's TOML ¦ OT{H32} ¦ [runzero]\nconsole = "https://console.runzero.com"\norg_token = "{t}"\nsite = "hq-lab"
enclave enrolment ¦ Enclave enrolment key on the agent command line, remembered ¦ {U5}-{U5}-{U5}-{U5}-{U5} ¦ PS C:\> enclave enrol {t}\nEnrolment failed: enrolment key has reached its use limit
uptycs secret json ¦ Uptycs API key file with key, secret and customer id ¦ {h64} ¦ {"customerId":"9b2f6c1e-4d3a-4e5b-8c7d-0a1b2c3d4e5f","domain":"acme","key":"QX8J2M4K6N1P3R5T7V9W","secret":"{t}","domainSuffix":".uptycs.io"}
veza bearer httpie ¦ Veza API key as Bearer via httpie ¦ {b64} ¦ $ http GET https://acme.vezacloud.com/api/v1/providers/custom "Authorization:Bearer {t}"\nHTTP/1.1 401 Unauthorized
expel api key py ¦ Expel Workbench pyexclient with an API key, remembered ¦ {uuid} ¦ >>> xc = WorkbenchClient('https://workbench.expel.io', apikey='{t}')\npyexclient.workbench.UnauthorizedError: 401 Unauthorized
red canary header ¦ Red Canary X-Api-Key on the portal API ¦ {h40} ¦ GET /openapi/v3/detections?per_page=50 HTTP/1.1\nHost: acme.my.redcanary.co\nX-Api-Key: {t}
arctic wolf csv ¦ Arctic Wolf API credentials printed bare in a CSV export ¦ {A40} ¦ name,customer_id,client_id,client_secret,created\nsiem-forwarder,8c4d2e1a-77f0-4e2b-9a31-5b6c7d8e9f00,awn-cli-4471,{t},2026-11-30
blumira cloud connector ¦ Blumira cloud connector client secret in YAML ¦ {A48} ¦ blumira:\n  org_id: 0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d\n  client_id: 4b1c2d3e-5f6a-4b7c-8d9e-0f1a2b3c4d5e\n  client_secret: {t}
vectra token header ¦ Vectra Detect API Token header, remembered ¦ {h40} ¦ $ curl -k -H "Authorization: Token {t}" https://brain.acme.local/api/v2.5/detections?page_size=5\n{"detail":"Invalid token."}
silverfort properties ¦ Silverfort API user token in Java properties ¦ {A64} ¦ silverfort.api.url=https://sf-acme.silverfort.io/v1/public\nsilverfort.api.app.user.id=svc-risk-sync\nsilverfort.api.app.user.secret={t}
trellix iam ¦ Trellix IAM client credentials in a Go struct literal ¦ {A36} ¦ cfg := trellix.Config{\n\tClientID:     "0oa5pcx7y2AcmeSoc1d7",\n\tClientSecret: "{t}",\n\tScope:        "mi.user.investigate soc.act.tg",\n}
umbrella key secret ¦ Cisco Umbrella API key and secret, oauth2 client credentials ¦ {h32} ¦ $ curl -s -u 6f0c3a1b2d4e5f6a7b8c9d0e1f2a3b4c:{t} -X POST https://api.umbrella.com/auth/v2/token -d grant_type=client_credentials\n{"error":"invalid_client"}
appgate admin ¦ Appgate SDP controller admin password in a sdpctl config ¦ {p} ¦ # ~/.config/sdpctl/config.json\n{"url":"https://ctrl.acme.io:8443/admin","provider":"local","username":"admin","password":"{t}","insecure":false}
defguard enrollment ¦ Defguard enrollment token in an invitation email body ¦ {A32} ¦ Subject: You're invited to Acme VPN\n\nStart enrollment at https://enroll.acme.io and paste this token:\n{t}\nIt expires in 24 hours.
ejbca enrollment code ¦ EJBCA end entity enrollment code in a REST request ¦ {A20} ¦ POST /ejbca/ejbca-rest-api/v1/certificate/pkcs10enroll\n{"certificate_request":"MIIC…","certificate_profile_name":"TLS-Server","end_entity_profile_name":"web","username":"www.acme.io","password":"{t}"}
hoop api key ¦ hoop.dev API key for an agent in a Kubernetes secret manifest ¦ {u48} ¦ apiVersion: v1\nkind: Secret\nmetadata:\n  name: hoopagent\nstringData:\n  HOOP_KEY: grpcs://agent01:{t}@app.hoop.dev:8443?mode=standard
push security webhook ¦ Push Security webhook signing secret in a Lambda env dump ¦ whsec_{b44} ¦ [INFO] env PUSH_WEBHOOK_SECRET={t} PUSH_API_URL=https://api.pushsecurity.com/v1
netography api ¦ Netography API key shared secret exchanged for a JWT ¦ {A40} ¦ neto:\n  url: https://api.netography.com/api/v1\n  appname: acme-sync\n  sharedsecret: {t}\n  appkey: 7bd1c2e3
zero networks token ¦ Zero Networks API token in a PowerShell module call ¦ eyJhbGciOiJSUzI1NiJ9.{u150}.{u86} ¦ PS> Set-ZNApiKey -ApiKey '{t}'\nPS> Get-ZNAsset -Limit 10\nInvoke-RestMethod : 401 Unauthorized
tunnelblick auth ¦ Tunnelblick-style OpenVPN auth-user-pass file (two lines) ¦ {p} ¦ $ cat ~/Library/Application\ Support/Tunnelblick/Configurations/acme.tblk/Contents/Resources/auth.txt\njdoe@acme.io\n{t}
protonvpn openvpn ¦ ProtonVPN OpenVPN/IKEv2 password (not the account password) ¦ {A24} ¦ OPENVPN_USER=a8Qm3vT1xa9Kp2Lc+pmp\nOPENVPN_PASSWORD={t}\nSERVER_COUNTRIES=CH,IS
ivpn account id ¦ IVPN account id, which alone logs in ¦ {U4}-{U4}-{U4} ¦ $ ivpn login i-{t}\nError: Failed to login: account id not found
windscribe cli ¦ Windscribe password typed into the CLI's flag ¦ {p} ¦ $ windscribe-cli login --username kiri_ops --password '{t}'\nLogin failed: wrong username or password
nordvpn token ¦ NordVPN access token for the Linux client ¦ {h64} ¦ $ nordvpn login --token {t}\nWhoops! We couldn't log you in - the access token is not valid.
expressvpn activation ¦ ExpressVPN activation code ¦ E{U22} ¦ $ expressvpn activate\nEnter activation code: {t}\nActivation failed: the activation code is invalid.
airvpn wireguard ¦ AirVPN WireGuard config with the interface private key ¦ {b43}= ¦ [Interface]\nAddress = 10.167.12.88/32\nPrivateKey = {t}\n[Peer]\nPublicKey = PyLCXAQT8KkM4T+dUsOQfn+Ub3pGxfGlxkIApuig+hk=\nPresharedKey = …\nEndpoint = europe3.vpn.airdns.org:1637
securden api ¦ Securden API authtoken query string ¦ {A32} ¦ GET https://securden.acme.local:5454/api/get_password?authtoken={t}&account_id=2000000031457 -> 403 Authentication failed
pleasant password ¦ Pleasant Password Server OAuth token request with the admin password ¦ {p} ¦ POST https://pleasant.acme.local:10001/OAuth2/Token\ngrant_type=password&username=svc_ansible&password={t}\n→ {"error":"invalid_grant"}
saviynt connection xml ¦ Saviynt connection XML with a REST password ¦ {p} ¦ <connection name="acme-rest">\n  <param name="URL" value="https://acme.saviyntcloud.com/ECM/api/login"/>\n  <param name="USERNAME" value="svc_eic"/>\n  <param name="PASSWORD" value="{t}"/>\n</connection>
imprivata hcl ¦ Imprivata privileged access vault credential in HCL ¦ {A32} ¦ imprivata "vault" {\n  appliance = "https://pam.acme.local"\n  api_user  = "svc-tf"\n  api_key   = "{t}"\n}
foxpass ldap ¦ Foxpass LDAP bind password in sssd.conf ¦ {A24} ¦ [domain/foxpass]\nldap_uri = ldaps://ldap.foxpass.com\nldap_default_bind_dn = cn=sssd,dc=acme,dc=io\nldap_default_authtok = {t}
beyond identity kotlin ¦ Beyond Identity API token in a Kotlin client ¦ {u120} ¦ val client = BeyondIdentityClient(\n    tenantId = "00010f0a2b3c4d5e",\n    apiToken = "{t}",\n)
transmit csharp ¦ Transmit Security client secret in C# ¦ {u40} ¦ var tsClient = new TransmitClient(new ClientOptions {\n    ClientId = "Qm3vT1xa9Kp2Lc7dE4fR",\n    ClientSecret = "{t}",\n});
trusona ruby ¦ Trusona SDK token and secret in Ruby ¦ {h64} ¦ Trusona.config do |c|\n  c.tru_codes_host = 'https://api.trusona.net'\n  c.token = 'eyJ0eXAiOiJKV1Qi…'\n  c.secret = '{t}'\nend
cerby php ¦ Cerby API key in a PHP array config ¦ {A40} ¦ return [\n    'cerby' => [\n        'workspace' => 'acme',\n        'api_key' => '{t}',\n    ],\n];
malwarebytes nebula ¦ Malwarebytes Nebula OAuth client secret in a Rust builder ¦ {A48} ¦ let client = NebulaClient::builder()\n    .account_id("6c2b9e0a-1f3d-4e5a-8b7c-9d0e1f2a3b4c")\n    .client_secret("{t}")\n    .build()?;
tracecat env ¦ Tracecat service key and db encryption key in .env ¦ {b44} ¦ TRACECAT__SERVICE_KEY=0c5f7e3b9a1d…\nTRACECAT__DB_ENCRYPTION_KEY={t}\nTRACECAT__PUBLIC_API_URL=http://localhost/api
apiiro github action ¦ Apiiro token in a CI step echo ¦ {A44} ¦ Run apiiro/scan-action@v2\n  with:\n    apiiro-token: {t}\n    repository: acme/payments
42crunch audit ¦ 42Crunch API token, api_ prefix, in a CLI flag ¦ api_{uuid} ¦ $ 42c-ast audit openapi.yaml --token {t}\nerror: 401 Unauthorized: invalid API token
salt security table ¦ Salt Security sensor token printed bare in a table ¦ {A40} ¦ NAME            REGION   TOKEN\nsensor-eu-1     eu       {t}\nsensor-us-1     us       ****
varonis ps ¦ Varonis DatAdvantage API password in a PowerShell credential ¦ {p} ¦ PS> $cred = New-Object PSCredential('ACME\svc_varonis', (ConvertTo-SecureString '{t}' -AsPlainText -Force))\nPS> Connect-Idu -Server dsp.acme.local -Credential $cred\nConnect-Idu : Login failed
netwrix ini ¦ Netwrix Auditor integration API password in INI ¦ {p} ¦ [auditor]\nhost = nwx.acme.local\nport = 9699\nuser = ACME\svc_nwx\npassword = {t}
admin by request ¦ Admin By Request apikey header ¦ {h32} ¦ > GET https://dc1api.adminbyrequest.com/auditlog?take=50\n> apikey: {t}\n< 401
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="context"),
        *v.table("vendor", "\n".join(rows[half:]), raises="args"),
    ]
