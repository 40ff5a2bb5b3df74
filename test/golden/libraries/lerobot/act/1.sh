# Run the policy on a robot and record the episodes (set the port, id and cameras of your robot)
lerobot-record \
    --robot.type=so101_follower \
    --robot.port=/dev/ttyACM0 \
    --robot.id=my_follower_arm \
    --robot.cameras="{ front: {type: opencv, index_or_path: 0, width: 640, height: 480, fps: 30}}" \
    --dataset.single_task="Grasp a lego block and put it in the bin." \
    --dataset.repo_id=my-username/eval_my_policy \
    --dataset.episode_time_s=50 \
    --dataset.num_episodes=10 \
    --policy.path='lerobot/act_aloha_sim_transfer_cube_human'
