# interface not specified in config.json
