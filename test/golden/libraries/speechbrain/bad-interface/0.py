# interface in config.json invalid
