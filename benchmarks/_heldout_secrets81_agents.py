"""Held-out set 81: tool results of agents driving password managers and secret CLIs, as the
agent's shell tool returns them.

Six three-step scenarios (each step a case; the secret in step 1, 2 or 3 of a realistic
transcript) and single results. The tool shapes were grepped for, by the text that marks
them, in every earlier ``benchmarks/*heldout*`` file: ``op item get`` (1 earlier file),
``op read`` (4), ``bw get`` (2), ``gopass show`` (1), ``pass show`` (8), ``keepassxc-cli``
(3), ``vault kv get`` (7), ``sops -d`` (4), ``age -d`` (2), ``doppler secrets`` (1) and
``infisical secrets`` (0); the share asks for these tools, so each is used again with other
subcommands and output layouts where it was used before: ``op item get --format json``,
``op run`` with a leaked env, ``op inject``, ``bw list items`` JSON, ``bw send``, ``bw
generate``, ``pass otp`` and ``pass git log -p``, ``gopass cat`` and ``gopass audit``,
``keepassxc-cli show -s`` and ``clip`` and ``export``, ``vault kv get -format=json``, ``vault
kv metadata``, ``vault token create``, ``sops --decrypt --extract``, ``sops exec-env``,
``age --decrypt`` with ``-i``, ``doppler secrets download --no-file``, ``doppler run -- env``,
``infisical export``, ``infisical secrets get --plain`` and Keeper Commander's ``get``,
``search`` and ``one-time-share``. Written as each tool prints its output (remembered, not
copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 op item json ¦ scenario 1 step 1: 1Password CLI op item get --format json, a concealed field revealed ¦ {p} ¦ $ op item get "Postgres prod" --vault Infra --format json --reveal | jq '.fields[] | {label, value}'\n{"label": "username", "value": "app_rw"}\n{"label": "password", "value": "{t}"}\n{"label": "server", "value": "db-1.internal"}
s1 op run env ¦ scenario 1 step 2: op run -- printenv, a reference resolved and printed ¦ {A40} ¦ $ cat .env.tpl\nCOURIER_API_KEY=op://Infra/envia/credential\n$ op run --env-file=.env.tpl --no-masking -- printenv COURIER_API_KEY\n{t}
s1 op inject ¦ scenario 1 step 3: op inject rendering a config template to stdout ¦ {u43} ¦ $ op inject -i config.yml.tpl\nswissid:\n  client_id: acme-shop-prod\n  client_secret: {t}\n  issuer: https://login.swissid.ch/idp/oauth2
s2 bw unlock ¦ scenario 2 step 1: bw unlock printing the session key to export ¦ {b88} ¦ $ bw unlock --passwordenv BW_MASTER\nYour vault is now unlocked!\n\nTo unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:\n$ export BW_SESSION="{t}"
s2 bw list ¦ scenario 2 step 2: bw list items --search, a login's password in the JSON ¦ {p} ¦ $ bw list items --search nzpost | jq '.[0].login'\n{\n  "uris": [{"match": null, "uri": "https://anypoint.mulesoft.com"}],\n  "username": "integrations@acme.co.nz",\n  "password": "{t}",\n  "totp": null\n}
s2 bw send ¦ scenario 2 step 3: bw send creating a text Send, the access URL with its key ¦ {u22} ¦ $ bw send -n "blue dart licence" --hidden "$(cat licence.txt)"\nhttps://vault.bitwarden.com/#/send/3fVz0QhNQk2s1bGqAWx9Ag/{t}
s3 pass otp ¦ scenario 3 step 1: pass otp for a courier portal, the TOTP seed in the entry ¦ {B32} ¦ $ pass show couriers/startrack\nAp2!kq8-not-this-one\notpauth://totp/StarTrack:ops@acme.com.au?secret={t}&issuer=StarTrack\n$ pass otp couriers/startrack\n482913
s3 pass git log ¦ scenario 3 step 2: pass git log -p showing a decrypted diff via the gpg textconv ¦ {p} ¦ $ pass git log -p -1 -- eid/uaepass-stg.gpg\ncommit 7d0e3f1a9c2b4e6d8f0a1b2c3d4e5f6a7b8c9d0e\n    Edit password for eid/uaepass-stg using vim.\n-old-secret-rotated\n+{t}
s3 gopass audit ¦ scenario 3 step 3: gopass audit naming a weak secret with its value in verbose mode ¦ {A12} ¦ $ gopass audit --verbose\nDetected weak secret for 'shipping/yurtici/gonderici': Password is too short (12 chars)\n  value: {t}\nAudit finished. 1 of 212 secrets are weak.
s4 kpxc show ¦ scenario 4 step 1: keepassxc-cli show -s on a customs broker entry ¦ {p} ¦ $ keepassxc-cli show -s ~/vaults/brokerage.kdbx "ICEGATE/DSC token"\nEnter password to unlock /home/ops/vaults/brokerage.kdbx:\nTitle: DSC token\nUserName: 0512345678\nPassword: {t}\nURL: https://www.icegate.gov.in\nNotes: ePass 2003 token, class 3
s4 kpxc attachment ¦ scenario 4 step 2: keepassxc-cli attachment-export to stdout of an API key file ¦ {h40} ¦ $ keepassxc-cli attachment-export --stdout ~/vaults/brokerage.kdbx "Customs/KlearNow" api.txt\nKLEARNOW_API_SECRET={t}
s4 kpxc export ¦ scenario 4 step 3: keepassxc-cli export --format csv, one row bare ¦ {A24} ¦ $ keepassxc-cli export --format csv ~/vaults/brokerage.kdbx | grep -i dutify\n"Root/Shops","Dutify","ops@acme.io","{t}","https://app.dutify.com","",""
s5 vault json ¦ scenario 5 step 1: vault kv get -format=json, the data block ¦ {A36} ¦ $ vault kv get -format=json -mount=kv eid/mattr\n{\n  "request_id": "4c1f0a2e-77b3-0d1a-9e5c-2b8f6a3d1e90",\n  "data": {\n    "data": {\n      "client_id": "V3kq9sTz2mQ1",\n      "client_secret": "{t}"\n    },\n    "metadata": {"version": 4}\n  }\n}
s5 vault token create ¦ scenario 5 step 2: vault token create printing the new token ¦ hvs.{A90} ¦ $ vault token create -policy=courier-read -ttl=1h\nKey                  Value\n---                  -----\ntoken                {t}\ntoken_accessor       y8Qp2Lm4Nc6Vx0Zr1Tb3Hs5K\ntoken_duration       1h\ntoken_renewable      true\ntoken_policies       ["courier-read" "default"]
s5 vault metadata ¦ scenario 5 step 3: vault kv metadata get, custom metadata holding a pasted key ¦ {h64} ¦ $ vault kv metadata get -mount=kv couriers/envia\n======= Metadata Path =======\nkv/metadata/couriers/envia\n========== Metadata ==========\nKey                     Value\n---                     -----\ncustom_metadata         map[note:old token was {t} owner:ops]\nmax_versions            0
s6 sops extract ¦ scenario 6 step 1: sops --decrypt --extract of one key ¦ {A40} ¦ $ sops --decrypt --extract '["couriers"]["interparcel"]["api_key"]' secrets/prod.enc.yaml\n{t}
s6 doppler download ¦ scenario 6 step 2: doppler secrets download --no-file --format env ¦ {h32} ¦ $ doppler secrets download --no-file --format env -p shipping -c prd | grep POSTNORD\nPOSTNORD_API_KEY="{t}"\nPOSTNORD_LOCALE="sv"
s6 infisical export ¦ scenario 6 step 3: infisical export --format=dotenv of the identity service ¦ {u48} ¦ $ infisical export --env=prod --path=/identity --format=dotenv\nPROCIVIS_ONE_CLIENT_ID='acme-issuer'\nPROCIVIS_ONE_CLIENT_SECRET='{t}'
"""

SINGLES = r"""
keeper get ¦ Keeper Commander get of a record, the password line ¦ {p} ¦ My Vault> get "Parcelforce expressLink"\n                 UID: Hk3x9QpLm2Vn8Rt1Ws5Y7Z\n                Type: login\n               Title: Parcelforce expressLink\n               Login: acme_pf_live\n            Password: {t}\n                 URL: https://expresslink.parcelforce.net
keeper search ¦ Keeper Commander search -v printing a custom field ¦ {A32} ¦ My Vault> search -v naqel\n  #  Record UID              Type   Title   Login\n---  ----------------------  -----  ------  -------\n  1  Qm2nB8vC1xZ9kL4jH7gF3d  login  Naqel   9019912\n     custom api_secret: {t}
keeper share ¦ Keeper Commander one-time-share create, the URL with its key fragment ¦ {u43} ¦ My Vault> one-time-share create --expire 1h "Bob Go API"\nURL: https://keepersecurity.com/vault/share#{t}
op signin raw ¦ op signin --raw output captured in an agent transcript ¦ {u43} ¦ $ eval $(op signin --account acme) ; op signin --raw\n{t}
bw generate ¦ bw generate --passphrase output pasted into a ticket comment ¦ {A8}-{A8}-{A8} ¦ $ bw generate --passphrase --words 3 --separator - --capitalize\n{t}\n# new Canpar web service password, set in the portal
bw get notes ¦ bw get notes of a secure note holding a courier secret ¦ {h40} ¦ $ bw get notes "Courier Guy / ShipLogic"\naccess_key_id: AKIA4TCG2026ACME\nsecret_access_key: {t}
gopass cat ¦ gopass cat of a binary-safe secret (an age key) ¦ {U58} ¦ $ gopass cat infra/age/shipping.key\n# created: 2026-11-30T10:02:11Z\n# public key: age1q9v7w3xk2m8n5c4l0p6r1t7y9u3i5o2a4s6d8f0g1h3j5k7l9z8x7c6\nAGE-SECRET-KEY-1{t}
pass insert echo ¦ a shell history line where pass insert -e got its value from echo ¦ {p} ¦ $ history | grep 'pass insert'\n  412  echo '{t}' | pass insert -e couriers/aras-kargo
age decrypt ¦ age --decrypt -i key.txt of an identity-service env file ¦ {A48} ¦ $ age --decrypt -i ~/.config/age/key.txt secrets/fayda.env.age\nFAYDA_CLIENT_ID=crXYIYg2cJiNTaw5t\nFAYDA_CLIENT_SECRET={t}
sops exec env ¦ sops exec-env running env to debug, one line ¦ {A32} ¦ $ sops exec-env secrets/gov.enc.env 'env | grep -i absher'\nABSHER_CLIENT_SECRET={t}
doppler run env ¦ doppler run -- env | grep, the token in the output ¦ dp.st.prd.{A43} ¦ $ doppler run -- env | grep DOPPLER_TOKEN\nDOPPLER_TOKEN={t}
infisical get plain ¦ infisical secrets get --plain ¦ {A40} ¦ $ infisical secrets get MAINFREIGHT_API_KEY --env=prod --plain\n{t}
vault kv old ¦ vault kv get -version of an older secret, the table ¦ {p} ¦ $ vault kv get -mount=kv -version=2 eid/gckey\n======= Data =======\nKey         Value\n---         -----\nkeystore_password    {t}\nkeystore_path        /etc/acme/gckey-sp.jks
op read file ¦ cat of a script that inlined an op read result ¦ {h64} ¦ $ cat scripts/label.sh\n#!/bin/sh\n# ENVIA_TOKEN=$(op read op://Infra/envia/token)\nENVIA_TOKEN={t}\ncurl -H "Authorization: Bearer $ENVIA_TOKEN" https://api.envia.com/ship/generate/
rg dotenv ¦ rg over the repo finding a courier key in a fixtures file ¦ {h32} ¦ $ rg -n 'LicenceKey' tests/\ntests/fixtures/bluedart_profile.xml:3:  <LicenceKey>{t}</LicenceKey>
grep history ¦ grep over a shell history for keepassxc-cli with the db password piped ¦ {p} ¦ $ grep -n keepassxc ~/.bash_history\n881:echo '{t}' | keepassxc-cli ls ~/vaults/brokerage.kdbx
git diff sops ¦ git diff where a file lost its sops encryption ¦ {A40} ¦ $ git diff -- secrets/prod.yaml\n-    api_key: ENC[AES256_GCM,data:Qk9…,iv:…,tag:…,type:str]\n+    api_key: {t}
git diff tfvars ¦ git diff adding a ConnectID secret to a tfvars file ¦ {u48} ¦ $ git diff -- env/prod.tfvars\n+connectid_client_secret = "{t}"
http mint vault wrap ¦ an HTTP tool response wrapping a secret, the wrapping token ¦ hvs.{A90} ¦ HTTP 200 POST /v1/sys/wrapping/wrap\n{"wrap_info":{"token":"{t}","ttl":300,"creation_path":"sys/wrapping/wrap"}}
http mint doppler ¦ an HTTP tool response creating a Doppler service token ¦ dp.st.dev.{A43} ¦ HTTP 200 POST /v3/configs/config/tokens\n{"token":{"name":"ci-labels","key":"{t}","slug":"4f1c","created_at":"2026-12-07T19:20:00Z"}}
http mint infisical ¦ an HTTP tool response logging in a machine identity ¦ eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{u150}.{u43} ¦ HTTP 200 POST /api/v1/auth/universal-auth/login\n{"accessToken":"{t}","expiresIn":7200,"tokenType":"Bearer"}
http mint bw api ¦ an HTTP tool response from Bitwarden's identity endpoint ¦ {u120} ¦ HTTP 200 POST https://identity.bitwarden.com/connect/token\n{"access_token":"eyJhbGciOiJSUzI1NiJ9.{t}.c2ln","expires_in":3600,"token_type":"Bearer","scope":"api.organization"}
http mint keeper ¦ an HTTP tool response minting a Keeper Secrets Manager one-time token ¦ US:{u43} ¦ HTTP 200 secrets-manager client add --app courier-bot\nOne-Time Access Token: {t}
gopass config ¦ cat of a gopass-jsonapi config with an inline passphrase ¦ {p} ¦ $ cat ~/.config/gopass/config\n[core]\n  autoclip = false\n[age]\n  passphrase = {t}
keepassxc ini ¦ cat of keepassxc.ini with a saved YubiKey challenge and a database key ¦ {h40} ¦ $ cat ~/.config/keepassxc/keepassxc.ini\n[Browser]\nEnabled=true\n[Security]\nLastDatabaseKey={t}
pass gpg id ¦ a pass entry shown with its multiline metadata, the recovery codes ¦ {h5}-{h5} ¦ $ pass show eid/mattr-console\nZq8!vN2pLm4x\nrecovery: {t}\nurl: https://portal.mattr.global
vault agent log ¦ a vault agent debug log printing a rendered template ¦ {A36} ¦ 2026-12-07T19:22:04.118Z [DEBUG] agent.template: rendered "/etc/acme/swisspost.env": SWISSPOST_CLIENT_SECRET={t}
bw config server ¦ bw config and bw login --apikey echoing a client secret from a script's set -x trace ¦ {A30} ¦ + export BW_CLIENTID=user.6b2f0d1e-9a4c-4f7b-8e21-3c5d7a9b1f04\n+ export BW_CLIENTSECRET={t}\n+ bw login --apikey\nYou are logged in!
pass grep ¦ pass grep over the store printing a matching decrypted line ¦ {h64} ¦ $ pass grep -i token\ncouriers/bobgo:\napi token: {t}
vault read database creds ¦ vault read of dynamic database credentials ¦ A1a-{A20} ¦ $ vault read database/creds/labels-ro\nKey                Value\n---                -----\nlease_id           database/creds/labels-ro/Wq2s9Lk1Pz8Nx4Cv7Bm3\nlease_duration     1h\npassword           {t}\nusername           v-token-labels-ro-8XkQ2
keeper totp ¦ Keeper Commander totp showing a record's seed with --details ¦ {B32} ¦ My Vault> totp "UAE PASS staging" --details\nURL: otpauth://totp/UAEPASS:qa@acme.ae?secret={t}&issuer=UAEPASS\nCode: 118204   valid for 17s
op connect ¦ cat of a docker-compose with an OP_CONNECT_TOKEN inline ¦ eyJhbGciOiJFUzI1NiIsImtpZCI6Im9wLWNvbm5lY3QifQ.{u160}.{u86} ¦ services:\n  labels:\n    image: acme/labels:1.4\n    environment:\n      OP_CONNECT_HOST: http://op-connect:8080\n      OP_CONNECT_TOKEN: {t}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
