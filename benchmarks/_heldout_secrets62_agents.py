"""Held-out set 62: tool results of infrastructure-as-code agents, as the agent's shell or
file tool returns them.

Six three-step scenarios (each step a case) and single results. The shapes were grepped for,
by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of these
matched: OpenTofu's ``tofu`` runs (``OpenTofu`` itself: 0; ``tofu plan`` did match three files
and is not used as such), ``Changes to Outputs``, Ansible ``-vvv`` lines (``ESTABLISH LOCAL
CONNECTION``, ``<127.0.0.1> EXEC``; ``ansible-playbook`` did match and is used only in a
command line), ``Pulumi.dev.yaml``, ``cdk.out``, ``Fn::Join``, ``Fn::Sub``, Crossplane's
``ProviderConfig`` and ``crossplane.io``, ``nix build`` and ``nix-store``, ``netrc-file``,
``!unsafe`` and ``$ANSIBLE_VAULT``. Files and apps no earlier set read: ``.tofurc``, ``*.auto.tfvars``, Terramate
globals, Terrakube, Brainboard, ``cdk.context.json``, ``Pulumi.<stack>.yaml``, ``/etc/nix/netrc``,
``TF_TOKEN_`` variables. Within the share, some shapes matched earlier files
and are kept because the share is these tools (``ESTABLISH SSH CONNECTION`` 2 files,
``module_args`` 5, ``--show-secrets`` 3, ``describe-stacks`` 1, ``terraform show -json`` 1,
``stack output`` 2, ``cachix`` 2, ``tokenValue`` 1, ``ansible-vault view`` 2,
``cdk diff`` 1, ``describe-stack-events`` 1; ``nix eval`` and ``nix derivation show``: 0); those that matched and were replaced:
``credentials.tfrc.json``, ``terragrunt.hcl``, ``host_vars``, the ``atlasv1`` token format,
``hvs.`` and ``ghp_`` prefixes, Atlantis, Scalr and Spacelift.
Written as each tool prints its output (remembered, not copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 tofu plan ¦ scenario 1 step 1: tofu plan of a telematics stack, a non-sensitive variable shown in an attribute ¦ {p} ¦ $ tofu plan -var-file=prod.auto.tfvars\nOpenTofu will perform the following actions:\n\n  # aws_mq_broker.telemetry will be created\n  + resource "aws_mq_broker" "telemetry" {\n      + broker_name = "fleet-telemetry"\n      + user {\n          + username = "ingest"\n          + password = "{t}"\n        }\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.
s1 tofu apply outputs ¦ scenario 1 step 2: tofu apply, Changes to Outputs with a connection string ¦ {p} ¦ aws_db_instance.routing: Creation complete after 6m12s [id=db-4QJ7ZK2XLN]\n\nApply complete! Resources: 3 added, 0 changed, 0 destroyed.\n\nOutputs:\n\nrouting_dsn = "postgresql://routing:{t}@routing.c9akq1.eu-west-1.rds.amazonaws.com:5432/routing"
s1 tofu state show ¦ scenario 1 step 3: tofu state show of an IoT Core thing's key pair ¦ {b64} ¦ $ tofu state show aws_iot_certificate.gateway\n# aws_iot_certificate.gateway:\nresource "aws_iot_certificate" "gateway" {\n    active          = true\n    arn             = "arn:aws:iot:eu-west-1:204881234567:cert/9f1c…"\n    private_key     = "-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA{t}\\n-----END RSA PRIVATE KEY-----\\n"\n}
s2 ansible establish ¦ scenario 2 step 1: ansible-playbook -vvv, the connection line with an sshpass password ¦ {p} ¦ <10.20.4.17> ESTABLISH SSH CONNECTION FOR USER: deploy\n<10.20.4.17> SSH: EXEC sshpass -p {t} ssh -C -o ControlMaster=auto -o ControlPersist=60s -o User="deploy" -o ConnectTimeout=10 10.20.4.17 '/bin/sh -c '"'"'echo ~deploy && sleep 0'"'"''
s2 ansible invocation ¦ scenario 2 step 2: ansible -vvv, a failed mysql_user task printing module_args ¦ {p} ¦ fatal: [meterdb-1]: FAILED! => {\n    "changed": false,\n    "invocation": {\n        "module_args": {\n            "login_host": "127.0.0.1",\n            "login_user": "root",\n            "login_password": "{t}",\n            "name": "meter_reader"\n        }\n    },\n    "msg": "unable to connect to database, check login_user and login_password are correct or /root/.my.cnf has the credentials. Exception message: (1045, \"Access denied for user 'root'@'localhost'\")"\n}
s2 ansible local exec ¦ scenario 2 step 3: ansible -vvv local connection running a command with basic credentials ¦ {A40} ¦ <127.0.0.1> ESTABLISH LOCAL CONNECTION FOR USER: runner\n<127.0.0.1> EXEC /bin/sh -c 'curl -sf -u ocpp-sync:{t} https://csms.acme-charging.eu/api/v1/chargers && sleep 0'
s3 pulumi preview ¦ scenario 3 step 1: pulumi preview --diff, a plain config value in an env block ¦ {A40} ¦ Previewing update (acme/agri-sensors/dev)\n\n  pulumi:pulumi:Stack: (same)\n    + aws:lambda/function:Function: (create)\n        environment: {\n            variables: {\n                FARM_API_TOKEN: "{t}"\n                REGION        : "eu-central-1"\n            }\n        }\nResources:\n    + 1 to create
s3 pulumi config ¦ scenario 3 step 2: pulumi config --show-secrets ¦ {p} ¦ $ pulumi config --show-secrets\nKEY                        VALUE\naws:region                 eu-central-1\nagri-sensors:dbPassword    {t}\nagri-sensors:fieldCount    42
s3 pulumi stack output ¦ scenario 3 step 3: pulumi stack output --show-secrets --json ¦ {A48} ¦ $ pulumi stack output --show-secrets --json\n{\n  "ingestEndpoint": "https://ingest.agri.acme.io",\n  "mqttPassword": "{t}",\n  "bucket": "agri-sensor-raw-8812"\n}
s4 cdk deploy events ¦ scenario 4 step 1: cdk deploy stack events, CREATE_FAILED echoing a parameter ¦ {p} ¦ FleetStack | 3/9 | 01:41:12 | CREATE_FAILED        | AWS::RDS::DBInstance | TelemetryDb (TelemetryDb4A1B2C3D) Resource handler returned message: "The parameter MasterUserPassword is not a valid password because it is shorter than 8 characters or contains '/' '@' '\"': {t}"
s4 cfn describe ¦ scenario 4 step 2: aws cloudformation describe-stacks listing parameters without NoEcho ¦ {A40} ¦ $ aws cloudformation describe-stacks --stack-name FleetStack --query 'Stacks[0].Parameters'\n[\n    {"ParameterKey": "Environment", "ParameterValue": "prod"},\n    {"ParameterKey": "TelematicsApiKey", "ParameterValue": "{t}"}\n]
s4 cdk out ¦ scenario 4 step 3: cat of a synthesized cdk.out template with a literal in Fn::Join ¦ {A32} ¦ $ jq '.Resources.IngestFn.Properties.Environment' cdk.out/FleetStack.template.json\n{\n  "Variables": {\n    "BROKER_URL": {"Fn::Join": ["", ["mqtts://ingest:", "{t}", "@", {"Fn::GetAtt": ["Broker", "Endpoint"]}, ":8883"]]}\n  }\n}
s5 crossplane providerconfig ¦ scenario 5 step 1: kubectl get providerconfig -o yaml with credentials inlined by mistake ¦ {A40} ¦ $ kubectl get providerconfig.aws.upbound.io default -o yaml\napiVersion: aws.upbound.io/v1beta1\nkind: ProviderConfig\nspec:\n  credentials:\n    source: Secret\n    secretRef: {namespace: crossplane-system, name: aws-creds, key: creds}\n  # TODO remove: aws_secret_access_key = {t}
s5 crossplane conn secret ¦ scenario 5 step 2: the connection secret of a claimed database, decoded with jq ¦ {p} ¦ $ kubectl get secret meterdb-conn -n energy -o json | jq '.data | map_values(@base64d)'\n{\n  "endpoint": "meterdb.energy.svc",\n  "port": "5432",\n  "username": "meter",\n  "password": "{t}"\n}
s5 crossplane composition ¦ scenario 5 step 3: cat of a Composition patching a literal API key ¦ {A36} ¦ apiVersion: apiextensions.crossplane.io/v1\nkind: Composition\nspec:\n  resources:\n  - name: grafana-datasource\n    patches:\n    - type: FromCompositeFieldPath\n      fromFieldPath: spec.region\n    base:\n      spec:\n        forProvider:\n          secureJsonData:\n            apiKey: {t}
s6 nix show config ¦ scenario 6 step 1: nix show-config with a GitLab PAT in access-tokens for a private flake ¦ {u20} ¦ $ nix show-config | grep -E 'access-tokens|netrc-file|substituters'\naccess-tokens = gitlab.acme.io=PAT:{t}\nnetrc-file = /etc/nix/netrc\nsubstituters = https://cache.nixos.org https://cache.acme.io
s6 nix build log ¦ scenario 6 step 2: nix build -L of an impure derivation that printed an env secret ¦ {A32} ¦ $ nix build -L .#fleet-firmware --impure\nfleet-firmware> unpacking sources\nfleet-firmware> + curl -fsSL -H 'Private-Token: {t}' https://gitlab.acme.io/api/v4/projects/77/packages/generic/blobs/2.4.1/modem.bin\nfleet-firmware> curl: (22) The requested URL returned error: 401\nerror: builder for '/nix/store/8qkz9x1yq3m4b7c2d5f6g0h1j2k3l4m5-fleet-firmware-2.4.1.drv' failed with exit code 22
s6 nix netrc ¦ scenario 6 step 3: cat of /etc/nix/netrc for a binary cache ¦ {A40} ¦ $ sudo cat /etc/nix/netrc\nmachine cache.acme.io\nlogin nix-ci\npassword {t}
"""

SINGLES = r"""
tf token env ¦ env | grep TF_TOKEN_ in a runner, a private registry token in OpenTofu's host-named variable ¦ {A48} ¦ $ env | grep TF_TOKEN_\nTF_TOKEN_registry_acme--energy_io={t}
tofurc ¦ cat of ~/.tofurc with a private registry token ¦ {A48} ¦ credentials "registry.acme.io" {\n  token = "{t}"\n}\nprovider_installation {\n  direct {}\n}
auto tfvars ¦ rg over *.auto.tfvars in a charging-network repo ¦ {p} ¦ $ rg -n password env/\nenv/prod/ocpp.auto.tfvars:7:ocpp_backend_password = "{t}"
terramate globals ¦ cat of a Terramate stack's globals with an inline key ¦ {A40} ¦ globals {\n  region          = "eu-west-1"\n  weather_api_key = "{t}"\n}\nstack {\n  name = "agri-forecast"\n}
terrakube workspace var ¦ an HTTP tool response listing a Terrakube workspace's variables, one not marked sensitive ¦ {A40} ¦ HTTP 200 GET /api/v1/organization/3f1c/workspace/9a2e/variable\n{"data":[{"type":"variable","attributes":{"key":"TF_VAR_telematics_token","value":"{t}","sensitive":false,"category":"ENV"}}]}
cdk context ¦ cat of cdk.context.json caching a secret lookup ¦ {A32} ¦ {\n  "availability-zones:account=204881234567:region=eu-west-1": ["eu-west-1a","eu-west-1b"],\n  "ssm:account=204881234567:parameterName=/fleet/maps-key:region=eu-west-1": "{t}"\n}
pulumi stack yaml ¦ cat of Pulumi.prod.yaml with a value set without --secret ¦ {A40} ¦ config:\n  aws:region: eu-west-1\n  logistics:carrierApiKey: {t}\n  logistics:dbPassword:\n    secure: v1:Qm9nQW5kT3JkZXJz:…
ansible gateway vars ¦ cat of inventories/farm/gw-01.vars.yml, a become password not vaulted ¦ {p} ¦ ---\nansible_host: 10.30.1.11\nansible_user: pi\nansible_become_password: {t}\nlorawan_region: EU868
ansible inventory ¦ grep -rn over an Ansible inventory with an SSH password ¦ {p} ¦ $ grep -rn ssh_pass inventories/\ninventories/farm/hosts.ini:4:pivot-ctl-2 ansible_host=10.40.0.22 ansible_ssh_pass={t}
ansible unsafe ¦ git diff adding an !unsafe literal to group_vars ¦ {p} ¦ $ git diff group_vars/meters.yml\n+meter_head_end:\n+  url: https://hes.acme-energy.eu\n+  password: !unsafe '{t}'
crossplane provider secret ¦ kubectl get secret of a Crossplane provider, decoded ¦ {A40} ¦ $ kubectl -n crossplane-system get secret aws-creds -o jsonpath='{.data.creds}' | base64 -d\n[default]\naws_access_key_id = AKIA4EXAMPLE2ZQ8\naws_secret_access_key = {t}
http mint terrakube pat ¦ an HTTP tool response creating a Terrakube personal access token ¦ eyJhbGciOiJIUzI1NiJ9.{u96}.{u43} ¦ HTTP 201 POST /pat/v1\n{"token":"{t}","description":"fleet-ci","days":30}
http mint pulumi token ¦ an HTTP tool response creating a Pulumi access token ¦ pul-{h40} ¦ HTTP 200 POST /api/user/tokens\n{"id":"7f1c2a90-acme-ci","tokenValue":"{t}"}
http mint brainboard key ¦ an HTTP tool response creating a Brainboard API key (as remembered) ¦ {A32} ¦ HTTP 200 POST /api/v1/organizations/acme/api-keys\n{"id":"01JF8Q2M4W","name":"ci","secret":"{t}"}
terraform show json ¦ terraform show -json piped to jq, a sensitive value shown anyway ¦ {A44} ¦ $ terraform show -json | jq '.values.root_module.resources[] | select(.type=="azurerm_iothub_shared_access_policy") | .values.primary_key'\n"{t}="
tfstate backend ¦ cat of .terraform/terraform.tfstate, the backend block with an access key ¦ {b64} ¦ {\n  "backend": {\n    "type": "azurerm",\n    "config": {\n      "storage_account_name": "acmetfstate",\n      "access_key": "{t}"\n    }\n  }\n}
nix flake registry ¦ cat of ~/.config/nix/nix.conf with a cachix auth token ¦ eyJhbGciOiJIUzI1NiJ9.{u80}.{u43} ¦ extra-substituters = https://acme-fleet.cachix.org\nextra-trusted-public-keys = acme-fleet.cachix.org-1:Zk3w2q9yR7H0uXaB+4cDfE5gHiJkLmNoPqRsTuVwXyA=\nnetrc-file = /home/ci/.config/nix/netrc\n# CACHIX_AUTH_TOKEN={t}
ansible vault pass ¦ cat of an ansible.cfg pointing at a vault password file, and the file ¦ {A32} ¦ $ cat ansible.cfg .vault_pass\n[defaults]\nvault_password_file = .vault_pass\ninventory = inventories/farm\n{t}
cloudformation template ¦ cat of a CloudFormation template with a literal in Fn::Sub ¦ {p} ¦ Resources:\n  Broker:\n    Type: AWS::AmazonMQ::Broker\n    Properties:\n      Users:\n        - Username: telemetry\n          Password: !Sub '{t}'
tofu init backend ¦ tofu init -backend-config echoed by a wrapper script ¦ {A40} ¦ + tofu init -input=false -backend-config=bucket=acme-tfstate -backend-config=access_key=AKIA4EXAMPLE2ZQ8 -backend-config=secret_key={t}\nInitializing the backend...
tofu apply error ¦ tofu apply failing on a provider call that echoed the request body ¦ {p} ¦ │ Error: creating Amazon MQ Broker (fleet-telemetry): operation error mq: CreateBroker, https response error StatusCode: 400, BadRequestException: Password '{t}' must be at least 12 characters\n│\n│   with aws_mq_broker.telemetry,\n│   on mq.tf line 4, in resource "aws_mq_broker" "telemetry":
ansible debug var ¦ ansible-playbook -vvv, a debug task printing a looked-up var ¦ {A40} ¦ TASK [debug] *******************************************************************\nok: [localhost] => {\n    "chirpstack_api_token": "{t}"\n}
ansible uri module ¦ ansible -vvv uri task result echoing the headers it sent ¦ {A32} ¦ ok: [pivot-ctl-2] => {"changed": false, "invocation": {"module_args": {"url": "https://api.acme-irrigation.io/v2/pivots/22/schedule", "headers": {"X-Api-Key": "{t}"}, "method": "PUT"}}, "status": 200}
pulumi up diag ¦ pulumi up diagnostics printing a provider's request with a bearer ¦ {u64} ¦ Diagnostics:\n  command:local:Command (seed-chargers):\n    error: exit status 22\n    + curl -f -H 'Authorization: Bearer {t}' https://csms.acme-charging.eu/api/chargers/import
cdk diff ¦ cdk diff showing a parameter default changing ¦ {A40} ¦ Stack FleetStack\nParameters\n[~] Parameter TelematicsKey: {"Type":"String","Default":"…"} to {"Type":"String","Default":"{t}"}
cfn events drift ¦ aws cloudformation describe-stack-events, a status reason with a URL ¦ {A32} ¦ | UPDATE_FAILED | Custom::OcpiRegistration | RegisterHub | Received response status [FAILED] from custom resource. Message returned: POST https://iop.acme-hub.eu/ocpi/2.2.1/credentials?token={t} returned 401
crossplane describe ¦ kubectl describe of a managed resource whose event echoed a connection URL ¦ {p} ¦ Events:\n  Type     Reason                   Age   From                                   Message\n  ----     ------                   ----  ----                                   -------\n  Warning  CannotObserveExternalResource  12s   managed/rds.aws.upbound.io/instance  cannot connect: postgres://meter:{t}@meterdb.c9akq1.eu-central-1.rds.amazonaws.com:5432/meters
nix eval ¦ nix eval of a NixOS option that held a secret in the store ¦ {A36} ¦ $ nix eval .#nixosConfigurations.gw-01.config.services.chirpstack.settings.api.secret\n"{t}"
nix derivation show ¦ nix derivation show listing an env var baked into a derivation ¦ {A40} ¦ $ nix derivation show .#telemetry-agent | jq '.[].env.TELEMETRY_TOKEN'\n"{t}"
git diff tfvars ¦ git diff of a tfvars change the agent was asked to commit ¦ {A40} ¦ $ git diff env/prod/maps.auto.tfvars\n-maps_api_key = ""\n+maps_api_key = "{t}"
rg pulumi yaml ¦ rg over Pulumi stack files for plain keys ¦ {A40} ¦ $ rg -n 'apiKey|token' Pulumi.*.yaml\nPulumi.staging.yaml:6:  agri-sensors:weatherApiKey: {t}
ansible vault view ¦ ansible-vault view of a vars file, printed to the agent ¦ {p} ¦ $ ansible-vault view group_vars/meters/vault.yml --vault-password-file .vault_pass\nvault_hes_password: {t}\nvault_hes_user: head-end
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
