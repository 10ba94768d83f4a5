"""Innocent set 62: infrastructure-as-code agent output with no secret, public keys, key ids,
fingerprints, digests and build, trace and span ids beside credential words, set 62's
languages in chat registers, and public ids of set 62's vendors.

``AGENT``: OpenTofu/Terraform plan and apply, Ansible -vvv, Pulumi previews, CloudFormation and
CDK events, Crossplane and Nix build output where every credential is masked, marked
sensitive, referenced or absent. ``PUBLIC``: public halves and identifiers. ``WORLD``: set 62's
ten languages saying, informally, that a password, PIN or code was changed, sent or expired,
without one. ``VENDOR_IDS``: set 62's vendors' public ids (container numbers, project ids,
client ids documented as public, serials, station ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦OpenTofu will perform the following actions:⟧ ⟦+ password = (sensitive value)⟧
agent: ⟦Plan: 3 to add, 1 to change, 0 to destroy.⟧ ⟦Changes to Outputs: + telemetry_dsn = (sensitive value)⟧
agent: ⟦Apply complete! Resources: 3 added, 0 changed, 0 destroyed.⟧ ⟦routing_dsn = <sensitive>⟧
agent: ⟦aws_iot_certificate.gateway: Creation complete after 2s [id=«h64»]⟧
agent: ⟦tofu state list⟧ ⟦aws_mq_broker.telemetry⟧ ⟦aws_secretsmanager_secret.mq_password⟧
agent: ⟦random_password.db: Creation complete after 0s [id=none]⟧ ⟦result = (sensitive value)⟧
agent: ⟦Acquiring state lock. This may take a few moments...⟧ ⟦Lock Info: ID: «uuid»⟧
agent: ⟦Initializing provider plugins...⟧ ⟦- Installed hashicorp/aws v5.82.1 (signed by HashiCorp)⟧
agent: ⟦.terraform.lock.hcl⟧ ⟦h1:«b64_43»=⟧ (provider checksum)
agent: ⟦<10.20.4.17> ESTABLISH SSH CONNECTION FOR USER: deploy⟧ ⟦<10.20.4.17> SSH: EXEC ssh -C -o ControlMaster=auto -o User="deploy" 10.20.4.17⟧
agent: ⟦ok: [meterdb-1] => {"censored": "the output has been hidden due to the fact that 'no_log: true' was specified for this result", "changed": false}⟧
agent: ⟦TASK [community.mysql.mysql_user : create meter_reader]⟧ ⟦changed: [meterdb-1]⟧
agent: ⟦PLAY RECAP⟧ ⟦gw-01 : ok=14 changed=2 unreachable=0 failed=0⟧
agent: ⟦Vault password (prod):⟧ ⟦(prompted, not echoed)⟧
agent: ⟦ansible-vault encrypt_string --name vault_hes_password⟧ ⟦!vault |⟧ ⟦$ANSIBLE_VAULT;1.2;AES256;prod⟧
agent: ⟦Previewing update (acme/agri-sensors/dev)⟧ ⟦+ 2 to create⟧ ⟦~ 1 to update⟧
agent: ⟦pulumi config⟧ ⟦agri-sensors:dbPassword  [secret]⟧ ⟦agri-sensors:fieldCount  42⟧
agent: ⟦Outputs: mqttPassword: [secret]⟧ ⟦ingestEndpoint: "https://ingest.agri.acme.io"⟧
agent: ⟦Pulumi.dev.yaml⟧ ⟦secure: v1:«b64_43»⟧ (ciphertext, needs the stack's key)
agent: ⟦encryptionsalt: v1:«A24»⟧ (passphrase provider salt)
agent: ⟦FleetStack | 9/9 | CREATE_COMPLETE | AWS::CloudFormation::Stack | FleetStack⟧
agent: ⟦Outputs: FleetStack.BrokerEndpoint = b-«uuid»-1.mq.eu-west-1.amazonaws.com⟧
agent: ⟦Stack ARN: arn:aws:cloudformation:eu-west-1:204881234567:stack/FleetStack/«uuid»⟧
agent: ⟦{"ParameterKey": "TelematicsApiKey", "ParameterValue": "****"}⟧ (NoEcho)
agent: ⟦cdk.out/asset.«h64»⟧ ⟦bundled 412 KB⟧
agent: ⟦{"Ref": "DbSecret«H8»"}⟧ ⟦{"Fn::Sub": "{{resolve:secretsmanager:${DbSecret}:SecretString:password}}"}⟧ (dynamic reference)
agent: ⟦kubectl get managed⟧ ⟦instance.rds.aws.upbound.io/meterdb-«l5» True True⟧
agent: ⟦ProviderConfig default⟧ ⟦credentials.source: Secret⟧ ⟦secretRef.key: creds⟧
agent: ⟦crossplane beta trace xmeterdb meterdb⟧ ⟦READY True⟧ ⟦SYNCED True⟧
agent: ⟦connection secret meterdb-conn⟧ ⟦keys: endpoint, port, username, password⟧ (names only)
agent: ⟦these 3 derivations will be built:⟧ ⟦/nix/store/«l32»-fleet-firmware-2.4.1.drv⟧
agent: ⟦copying path '/nix/store/«l32»-openssl-3.3.2' from 'https://cache.nixos.org'⟧
agent: ⟦warning: Git tree '/home/ci/fleet' is dirty⟧ ⟦building '/nix/store/«l32»-telemetry-agent.drv'⟧
agent: ⟦nix flake metadata⟧ ⟦Locked URL: git+https://gitlab.acme.io/fleet/firmware?rev=«h40»⟧
agent: ⟦narHash: sha256-«b64_43»=⟧ (content hash)
agent: ⟦$ rg -n 'password' env/⟧ ⟦env/prod/ocpp.auto.tfvars:7:ocpp_backend_password = var.ocpp_password⟧
agent: ⟦$ git diff env/prod/maps.auto.tfvars⟧ ⟦-maps_api_key = "CHANGEME"⟧ ⟦+maps_api_key = data.aws_ssm_parameter.maps.value⟧
agent: ⟦HTTP 201 POST /api/iacp/v3/runs⟧ ⟦{"id":"run-«l16»","status":"pending"}⟧
agent: ⟦token_id at-«A16»⟧ ⟦description fleet-ci⟧ ⟦expired-at 2027-01-01⟧ (token metadata, no value)
agent: ⟦TF_TOKEN_registry_acme--energy_io is set⟧ ⟦(value not printed)⟧
agent: ⟦terraform output -json | jq keys⟧ ⟦["broker_url", "telemetry_dsn"]⟧
agent: ⟦state serial 214⟧ ⟦lineage «uuid»⟧ ⟦terraform_version 1.11.4⟧
agent: ⟦cfn-lint W1011 Use dynamic references over parameters for secrets⟧ ⟦template.yaml:22:9⟧
agent: ⟦ansible-lint no-log-password: Password should not be logged⟧ ⟦roles/meters/tasks/main.yml:14⟧
agent: ⟦checkov CKV_SECRET_6: Base64 High Entropy String⟧ ⟦FAILED for resource: aws_mq_broker.telemetry⟧ ⟦(finding only)⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦ansible@gw-01⟧ (public key)
public: ⟦cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY=⟧ (binary cache public key)
public: ⟦acme-fleet.cachix.org-1:«b64_43»=⟧ (trusted-public-keys entry)
public: ⟦GPG key id «H16»⟧ ⟦fingerprint «H40»⟧ (provider signing key)
public: ⟦KMS key id «uuid»⟧ ⟦alias/fleet-tfstate⟧ (key id, not key material)
public: ⟦IoT certificate id «h64»⟧ ⟦status ACTIVE⟧
public: ⟦x509 serial «H32»⟧ ⟦CN=csms.acme-charging.eu⟧ ⟦expires 2027-06-01⟧
public: ⟦OCPP ChargeBoxIdentity ACM«d8»⟧ ⟦firmware 3.4.12⟧
public: ⟦DevEUI 70B3D5«H10»⟧ ⟦JoinEUI 0000000000000000⟧ (LoRaWAN identifiers)
public: ⟦IMEI 35«d13»⟧ ⟦ICCID 8944«d15»⟧ (device and SIM ids)
public: ⟦VIN WF0«U14»⟧ ⟦odometer 182,440 km⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦token refresh took 184 ms⟧
public: ⟦commit «h40»⟧ ⟦password policy check passed⟧
public: ⟦docker digest sha256:«h64»⟧ ⟦image acme/telemetry-agent:2.4.1⟧
public: ⟦request id req_«A24»⟧ ⟦401 invalid api key⟧ (the key is not in the response)
public: ⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦age recipient age1«l58»⟧ (public recipient)
public: ⟦Ethereum address 0x«h40»⟧ (DIMO developer license owner, public)
public: ⟦SHA-256 of firmware «h64»⟧ ⟦fleet-firmware-2.4.1.bin⟧
public: ⟦TPM EK hash «h64»⟧ ⟦device gw-01⟧
public: ⟦Uptane ECU serial «A24»⟧ ⟦hardware id imx8mm-verdin⟧
public: ⟦AWS access key id AKIA«U16»⟧ ⟦(id only, secret not shown)⟧
public: ⟦file name token_rotation_«d8».log⟧ ⟦2.1 MB⟧
public: ⟦file secrets-template.yaml⟧ ⟦password_fields: 4⟧ (template, no values)
public: ⟦key not found: charger_42⟧ ⟦in cache ocpp-sessions⟧
public: ⟦token count 18,204⟧ ⟦prompt tokens 12,880⟧
public: ⟦object key telemetry/2026/12/07/«h16».parquet⟧
public: ⟦S3 ETag "«h32»"⟧ ⟦size 48 MB⟧
public: ⟦passkey credential id «b64_43»⟧ (public credential id)
public: ⟦OCPI party DE*ACM⟧ ⟦role CPO⟧ ⟦versions url https://ocpi.acme-charging.eu/versions⟧
"""

WORLD = r"""
world: ⟦pw changed, all good 👍⟧ ⟦(English chat)⟧
world: ⟦ur backup codes expire tmrw fyi⟧ ⟦(English chat)⟧
world: ⟦仓库WiFi密码改了，明天发你⟧ ⟦(Chinese: the warehouse Wi-Fi password changed, will send tomorrow)⟧
world: ⟦提取码已过期，重新分享一下⟧ ⟦(Chinese: the share code expired)⟧
world: ⟦密碼已更新（別擔心）⟧ ⟦(Traditional Chinese: password updated)⟧
world: ⟦ﾊﾟｽﾜｰﾄﾞ変えといたよ⟧ ⟦(Japanese, half-width: I changed the password)⟧
world: ⟦暗証番号、3回間違えてロックされた…⟧ ⟦(Japanese: locked after three wrong PINs)⟧
world: ⟦ＡＰＩキー再発行しました⟧ ⟦(Japanese, full-width: reissued the API key)⟧
world: ⟦비번 바꿨어 ㅋㅋ⟧ ⟦(Korean: I changed the password, lol)⟧
world: ⟦인증번호 안 와요 ㅠㅠ⟧ ⟦(Korean: the verification code doesn't arrive)⟧
world: ⟦пароль сменил, норм⟧ ⟦(Russian chat: changed the password, fine)⟧
world: ⟦пинкод заблочили(⟧ ⟦(Russian chat: the PIN got blocked)⟧
world: ⟦PW geändert, passt scho⟧ ⟦(German chat: password changed)⟧
world: ⟦Geheimzahl 3x falsch, Karte gesperrt 🙄⟧ ⟦(German chat)⟧
world: ⟦j'ai changé le mdp du wifi⟧ ⟦(French chat)⟧
world: ⟦le code de secours a bien marché mdr⟧ ⟦(French chat)⟧
world: ⟦cambié la pass del wifi jaja⟧ ⟦(Spanish chat)⟧
world: ⟦el pin ya no sirve, xfa pide otro⟧ ⟦(Spanish chat)⟧
world: ⟦mudei a senha do wi-fi kkk⟧ ⟦(Brazilian Portuguese chat)⟧
world: ⟦o token expirou, gera outro vlw⟧ ⟦(Portuguese chat)⟧
world: ⟦غيرت الباسورد خلاص⟧ ⟦(Arabic chat: I changed the password, done)⟧
world: ⟦الرقم السري انقفل بعد ٣ محاولات⟧ ⟦(Arabic chat: PIN locked after 3 tries)⟧
world: ⟦api key rotated 🔁 old one revoked⟧ ⟦(English chat)⟧
world: ⟦验证码60秒后可重新发送⟧ ⟦(Chinese: code can be resent in 60 s)⟧
world: ⟦パスワードは8文字以上にしてね⟧ ⟦(Japanese: make the password 8+ characters)⟧
world: ⟦비밀번호 찾기 눌러봐⟧ ⟦(Korean: press "find password")⟧
world: ⟦нужен новый токен для телематики⟧ ⟦(Russian chat: need a new telematics token)⟧
world: ⟦Backup-Codes aufgebraucht, neue generiert⟧ ⟦(German chat)⟧
world: ⟦clé API révoquée, je t'en refais une⟧ ⟦(French chat)⟧
world: ⟦chave pix: entregas@acme.com.br⟧ ⟦(Portuguese: a Pix key is a public payment alias)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Terminal49 shipment «uuid»⟧ ⟦BL MAEU«d9»⟧ ⟦status: vessel departed⟧
vendor: ⟦Vizion reference «uuid»⟧ ⟦container TGHU«d7»⟧
vendor: ⟦Maersk booking «d9»⟧ ⟦vessel MAERSK ESSEN 451W⟧ ⟦ETA 2026-12-19⟧
vendor: ⟦Maersk Consumer-Key header present⟧ ⟦app fleet-tracker⟧ (header name, no value)
vendor: ⟦快递100 单号 YT«d13»⟧ ⟦com: yuantong⟧ ⟦state 3 签收⟧
vendor: ⟦OneNET product_id «A10»⟧ ⟦device_name stm32⟧ ⟦online⟧
vendor: ⟦CDEK order uuid «uuid»⟧ ⟦cdek_number «d10»⟧
vendor: ⟦Chargetrip x-client-id «h24»⟧ ⟦x-app-id «h24»⟧ (project ids the docs put in every request)
vendor: ⟦URDB label «h24»⟧ ⟦eia 14328⟧ ⟦sector Residential⟧
vendor: ⟦Wallbox charger id «d6»⟧ ⟦status 194 Charging⟧
vendor: ⟦Zaptec charger ZAP«d6»⟧ ⟦installation «uuid»⟧
vendor: ⟦myenergi hub serial «d8»⟧ ⟦zappi serial «d8»⟧ (serials, not the API key)
vendor: ⟦iSolarCloud ps_id «d7»⟧ ⟦device SG10RT⟧
vendor: ⟦SolaX inverter SN «U10»⟧ ⟦acpower 1908 W⟧
vendor: ⟦MELCloud unit «uuid»⟧ ⟦room 21.5 °C⟧
vendor: ⟦ViCare installation «d6»⟧ ⟦gateway «d16»⟧ ⟦device 0⟧
vendor: ⟦DIMO vehicle token id «d6»⟧ ⟦client id 0x«h40»⟧ (public license id)
vendor: ⟦High Mobility app id «H24»⟧ ⟦vehicle VIN WBA«U14»⟧
vendor: ⟦SEMS powerstation id «uuid»⟧ ⟦today 18.2 kWh⟧
vendor: ⟦Hapag-Lloyd B/L HLCU«U3»«d9»⟧ ⟦event: GATE IN⟧
vendor: ⟦Things Mobile MSISDN 8823«d11»⟧ ⟦status active⟧
vendor: ⟦Torizon device «uuid»⟧ ⟦fleet reefer-sensors⟧ ⟦package telemetry-agent 2.4.1⟧
vendor: ⟦Melhor Envio etiqueta «uuid»⟧ ⟦rastreio ME«d11»BR⟧
vendor: ⟦SF Express waybill SF«d13»⟧ ⟦routeCode 755W⟧
vendor: ⟦Coupang vendorId A«d8»⟧ ⟦sellerProductId «d10»⟧
vendor: ⟦Ionity EVSE DE*ION*E«d5»*1⟧ ⟦status AVAILABLE⟧
vendor: ⟦go-e charger serial «d6»⟧ ⟦firmware 56.2⟧
vendor: ⟦Lely robot serial «d8»⟧ ⟦farm NL-22318⟧
vendor: ⟦Halter collar «U3»«d6»⟧ ⟦mob heifers⟧ ⟦battery 64%⟧
vendor: ⟦Queclink IMEI 8684870«d8»⟧ ⟦report GTFRI⟧
"""
